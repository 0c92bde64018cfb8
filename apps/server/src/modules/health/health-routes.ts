import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';

/** /healthz: the process answers. /readyz: it can also reach its database. */
export async function healthRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await opts.db.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
