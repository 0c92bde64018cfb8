import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@wl/contract/common/envelope';
import { getSessionKeyResponse } from '@wl/contract/crypto/encrypted-body';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../http/envelope';
import { recordAudit } from '../auth/record-audit';
import { endSession } from './end-session';

export function sessionRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/wps/session/key', {
    schema: {
      tags: ['auth'],
      summary: 'Public key of the encrypted calls (RSA-OAEP-256 JWK; current kid)',
      response: { 200: envelope(getSessionKeyResponse) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await deps.keyRing.current());
    },
  });

  // DELETE in the PC build, POST in newer ones. A pending (second-step) session may log out too.
  for (const method of ['DELETE', 'POST'] as const) {
    typed.route({
      method,
      url: '/wps/session/logout',
      schema: {
        tags: ['auth'],
        summary: 'End this session',
        response: { 200: envelope(z.null()) },
      },
      preHandler: [deps.guard({ fullAccess: false })],
      handler: async (request) => {
        const session = request.session!;
        await endSession({ sql: deps.db, sessionId: session.sessionId });
        await recordAudit({
          sql: deps.db,
          merchantId: session.merchantId,
          memberId: session.memberId,
          action: 'logout',
          ip: request.ip,
        });
        return ok(null);
      },
    });
  }
}
