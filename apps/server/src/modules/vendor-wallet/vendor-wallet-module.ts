import type { AppModule } from '../../app';
import { launchRoutes } from './launch-routes';
import { settleOpenTransfers, sweepVendorWallets } from './recall-vendor-funds';
import { simLobbyRoutes } from './sim-lobby-routes';
import { adaptersOf as adapters } from './adapters-of';
import { selectIntegration } from './vendor-store';
import { vendorWalletRoutes } from './vendor-wallet-routes';

const SWEEP_EVERY_MS = 60_000;
const SWEEP_IDLE_MS = 30 * 60_000;
const OPEN_MOVE_RETRY_MS = 60_000;

/**
 * The seamless wallet vendors call, game launch through the vendors' adapters, the sweep that
 * recalls idle transfer-mode vendor wallets ("recall all" is the cashier's GCS_walletReturn) and the simulated
 * transfer-mode vendor's lobby page.
 */
export const vendorWalletModule: AppModule = {
  name: 'vendor-wallet',
  async routes(app, deps) {
    await vendorWalletRoutes(app, deps);
    launchRoutes(app, deps, adapters(deps));
    simLobbyRoutes(app, deps);
    if (deps.config.APP_ENV === 'test') return;
    const adapterOf = async (merchantId: bigint, code: string) => {
      const v = await selectIntegration(deps.db, merchantId, code);
      return v ? adapters(deps).adapterOf(v) : null;
    };
    const timer = setInterval(() => {
      // Unanswered moves first: a wallet with an open move is not recalled until it settles.
      settleOpenTransfers({
        db: deps.db,
        nowMs: deps.now(),
        olderThanMs: OPEN_MOVE_RETRY_MS,
        adapterOf,
      })
        .then(() =>
          sweepVendorWallets({ db: deps.db, nowMs: deps.now(), idleMs: SWEEP_IDLE_MS, adapterOf }),
        )
        .catch((err: unknown) => app.log.error({ err }, 'vendor wallet sweep failed'));
    }, SWEEP_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
};
