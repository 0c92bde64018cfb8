import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import { recordHttpRequest } from './http-series';
import { metricsRegistry, watchPool } from './metrics';

/**
 * `GET /metrics` in Prometheus' text format, and the request counters every route feeds. The
 * route label is the route's template (`/wps/relay/:name` stays one series), so a scan of
 * random URLs cannot blow up the number of series: unmatched requests share one label. A
 * fastify-plugin, so that its hook sees every route of the app.
 */
export const metricsRoutes = fp(
  async (app: FastifyInstance, opts: { db: Db; token?: string | undefined }) => {
    const unwatch = watchPool(() => opts.db.poolStats?.() ?? null);
    app.addHook('onClose', async () => {
      unwatch();
    });
    // A callback hook: an async one costs every request a promise for synchronous work.
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route !== '/metrics') {
        recordHttpRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      }
      done();
    });
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (opts.token && !bearerMatches(request.headers.authorization, opts.token)) {
        return reply.status(401).send({ status: 'unauthorized' });
      }
      const text = await metricsRegistry.metrics();
      return reply.type(metricsRegistry.contentType).send(text);
    });
  },
  { name: 'metrics' },
);

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
