import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../app';
import type { AppDeps } from '../../app-deps';
import type { PaymentGateways } from '../../providers/payment/payment-gateway';
import { sandboxGateway, type SandboxGateway } from '../../providers/payment/sandbox-gateway';
import { sandboxRoutes } from '../../providers/payment/sandbox-routes';
import { autoConfirmWithdrawals } from './auto-confirm-withdrawals';
import { cashierRelays } from './cashier-relays';
import { cashierRoutes } from './cashier-routes';
import { paymentCallbackRoutes } from './payment-callback-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The local sandbox gateway of this app (tests wait for its callbacks to land). */
    sandboxGateway: SandboxGateway;
  }
}

const AUTO_CONFIRM_EVERY_MS = 60_000;
const gatewaysByDeps = new WeakMap<AppDeps, PaymentGateways>();

/**
 * Player cashier (balance, deposits, withdrawals, payout accounts, wallets, records), the
 * payment gateways' callback, the local sandbox gateway and the auto-confirm job.
 */
export const cashierModule: AppModule = {
  name: 'cashier',
  async routes(app, deps) {
    const sandbox = sandboxGateway({ db: deps.db, deliver: inProcessDelivery(app), now: deps.now });
    const gateways: PaymentGateways = { [sandbox.code]: sandbox };
    gatewaysByDeps.set(deps, gateways);
    app.decorate('sandboxGateway', sandbox);
    cashierRoutes(app, deps);
    await paymentCallbackRoutes(app, deps, gateways);
    sandboxRoutes(app, sandbox, deps.db);
    const timer =
      deps.config.APP_ENV === 'test'
        ? null
        : setInterval(() => {
            autoConfirmWithdrawals({ db: deps.db, nowMs: deps.now() }).catch((err: unknown) => {
              app.log.error({ err }, 'auto-confirm of withdrawals failed');
            });
          }, AUTO_CONFIRM_EVERY_MS);
    timer?.unref();
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      sandbox.close();
    });
  },
  relays: (deps) => cashierRelays(deps, gatewaysByDeps.get(deps) ?? {}),
};

/**
 * The sandbox calls back a path on this very server through the app itself (no socket): it is
 * a local stand-in for a third party. Absolute URLs go over the network like any gateway's.
 */
function inProcessDelivery(app: FastifyInstance) {
  return async (url: string, body: string, headers: Record<string, string>) => {
    if (url.startsWith('/')) {
      const r = await app.inject({ method: 'POST', url, payload: body, headers });
      return r.statusCode;
    }
    const r = await fetch(url, { method: 'POST', body, headers });
    return r.status;
  };
}
