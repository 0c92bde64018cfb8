import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';

/** A dependency readiness waits for (the database always; Redis when it is configured). */
export type ReadinessCheck = { name: string; check: () => Promise<void> };

/**
 * Live versus ready, for an orchestrator or a proxy. `/livez` (and the older `/healthz`): the
 * process answers, nothing else is asked, so a database outage never gets live processes
 * restarted. `/readyz`: it can also do its work now (database and each configured dependency
 * answer); a proxy sends traffic only to ready nodes. Fastify answers 503 while closing.
 */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { db: Db; checks?: ReadinessCheck[] },
) {
  const checks: ReadinessCheck[] = [
    { name: 'database', check: async () => void (await opts.db.query('SELECT 1')) },
    ...(opts.checks ?? []),
  ];
  const live = async () => ({ status: 'ok' });
  app.get('/livez', { schema: { hide: true } }, live);
  app.get('/healthz', { schema: { hide: true } }, live);
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const failed: string[] = [];
    await Promise.all(
      checks.map(async (c) => {
        await withTimeout(c.check(), 2_000).catch(() => failed.push(c.name));
      }),
    );
    if (failed.length)
      return reply.status(503).send({ status: 'unavailable', failed: failed.sort() });
    return { status: 'ready' };
  });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
