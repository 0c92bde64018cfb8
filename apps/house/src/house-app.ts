import Fastify from 'fastify';
import type { HouseDeps } from './house-deps';
import { installHouseErrorHandling } from './http/error-handler';
import { launchRoutes } from './launch/launch-routes';
import { roundRoutes } from './rounds/round-routes';
import { gameRoutes } from './games/game-routes';
import { pageRoutes } from './pages/page-routes';
import { lotteryRoutes } from './lottery-web/lottery-routes';
import { sportsRoutes } from './sports/web/sports-routes';
import { transferWalletRoutes } from './transfer-wallet/transfer-routes';
import { rtpRoutes } from './games/settings/rtp-routes';
import { lotterySettingsRoutes } from './lottery-web/lottery-settings-routes';
import { freeSpinGrantRoutes } from './games/slots/free-spins/grant-routes';

const CSP = [
  "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:",
  "connect-src 'self'", "base-uri 'none'", "form-action 'self'", 'frame-ancestors *',
].join('; ');

/** The house's HTTP app: the platform-facing launch, the game pages and their JSON API. */
export async function buildHouseApp(
  deps: HouseDeps,
  options: { logger?: boolean | object; openDemo?: boolean } = {},
) {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 64 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  // Signatures cover the exact bytes received, so JSON bodies are kept as text beside the parse.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    if ((body as string).length === 0) return done(null, undefined);
    void parseJson(request, body as string, done);
  });
  app.setReplySerializer((payload) =>
    JSON.stringify(payload, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });
  installHouseErrorHandling(app);
  launchRoutes(app, deps, { openDemo: options.openDemo ?? true });
  roundRoutes(app, deps);
  gameRoutes(app, deps);
  pageRoutes(app, deps);
  lotteryRoutes(app, deps);
  sportsRoutes(app, deps);
  transferWalletRoutes(app, deps);
  rtpRoutes(app, deps);
  lotterySettingsRoutes(app, deps);
  freeSpinGrantRoutes(app, deps);
  return app;
}
