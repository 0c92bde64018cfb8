import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { toDecimalString } from '@wl/money/minor-units';
import type { AppDeps } from '../../app-deps';
import { lobbySignature } from '../../providers/vendors/local-transfer-adapter';
import { selectSimBalance } from '../../providers/vendors/sim-vendor-store';
import { selectLocalIntegration } from './vendor-store';
import { SIM_LOBBY_PATH } from './vendor-adapters';

const query = z.object({
  m: z.string().regex(/^(M[0-9]{1,18}|demo)$/),
  e: z.coerce.number().int(),
  s: z.string().regex(/^[0-9a-f]{32}$/),
});

/**
 * The simulated transfer-mode vendor's lobby page (its "game" in the iframe): what the member
 * holds at the vendor. The link is signed and expires, like a vendor's launch URL.
 */
export function simLobbyRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Params: { code: string } }>(
    `${SIM_LOBBY_PATH}/:code/lobby`,
    { schema: { hide: true } },
    async (request, reply) => {
      const q = query.safeParse(request.query);
      const code = request.params.code;
      const vendor = /^[A-Z0-9_]{2,32}$/.test(code)
        ? await selectLocalIntegration(deps.db, code)
        : null;
      const valid =
        q.success &&
        vendor &&
        q.data.e > deps.now() &&
        timingSafeEqual(
          Buffer.from(lobbySignature(vendor.secret, q.data.m, q.data.e)),
          Buffer.from(q.data.s),
        );
      if (!valid || !q.success || !vendor)
        return reply.status(403).type('text/html').send('<p>Link expired.</p>');
      const balance = q.data.m === 'demo' ? 0n : await selectSimBalance(deps.db, code, q.data.m);
      return reply
        .type('text/html')
        .send(
          `<!doctype html><meta charset="utf-8"><title>${code}</title>` +
            `<body style="font-family:sans-serif;padding:2rem"><h1>${code} (simulated transfer-mode vendor)</h1>` +
            `<p>Balance at this vendor: <b id="balance">${toDecimalString(balance, 2)}</b></p>` +
            `<p>Money moved here from your main wallet when you opened this game; it returns on exit or by the recall sweep.</p></body>`,
        );
    },
  );
}
