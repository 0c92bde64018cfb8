import { z } from 'zod';
import type { AppModule } from '../../app';
import type { AppDeps } from '../../app-deps';
import { relay } from '../../http/relay';
import { launchRoutes } from './launch-routes';
import { recallAllVendorFunds, sweepVendorWallets } from './recall-vendor-funds';
import { simLobbyRoutes } from './sim-lobby-routes';
import { vendorAdapters } from './vendor-adapters';
import { selectIntegration, selectWalletMember } from './vendor-store';
import { vendorWalletRoutes } from './vendor-wallet-routes';

const SWEEP_EVERY_MS = 60_000;
const SWEEP_IDLE_MS = 30 * 60_000;
const adaptersByDeps = new WeakMap<AppDeps, ReturnType<typeof vendorAdapters>>();
const adapters = (deps: AppDeps) => {
  let a = adaptersByDeps.get(deps);
  if (!a) adaptersByDeps.set(deps, (a = vendorAdapters(deps)));
  return a;
};

const recallValue = z.object({
  recalled: z.array(z.object({ vendorCode: z.string(), amountMinor: z.string(), ok: z.boolean() })),
});

/**
 * The seamless wallet vendors call, game launch through the vendors' adapters, transfer-mode
 * recall (on exit, "recall all", and a sweep of idle vendor wallets) and the simulated
 * transfer-mode vendor's lobby page.
 */
export const vendorWalletModule: AppModule = {
  name: 'vendor-wallet',
  async routes(app, deps) {
    await vendorWalletRoutes(app, deps);
    launchRoutes(app, deps, adapters(deps));
    simLobbyRoutes(app, deps);
    if (deps.config.APP_ENV === 'test') return;
    const timer = setInterval(() => {
      sweepVendorWallets({
        db: deps.db, nowMs: deps.now(), idleMs: SWEEP_IDLE_MS,
        adapterOf: async (merchantId, code) => {
          const v = await selectIntegration(deps.db, merchantId, code);
          return v ? adapters(deps).adapterOf(v) : null;
        },
      }).catch((err: unknown) => app.log.error({ err }, 'vendor wallet sweep failed'));
    }, SWEEP_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  relays: (deps) => ({
    GCS_recallGameWallets: relay({
      method: 'POST', moduleId: 'COMM3', token: { realAccount: true }, input: z.object({}).passthrough(), output: recallValue,
      summary: 'Game exit / recall all: every transfer-mode vendor wallet back to main, through the vendors',
      handler: async (_input, request) => {
        const memberId = request.session!.memberId;
        const member = await selectWalletMember(deps.db, memberId);
        const recalled = await recallAllVendorFunds({
          db: deps.db, merchantId: request.merchant.id, currency: member?.currency ?? request.merchant.currency,
          memberId, adapterOf: adapters(deps).adapterOf,
        });
        return { recalled: recalled.map((r) => ({ ...r, amountMinor: r.amountMinor.toString() })) };
      },
    }),
  }),
};
