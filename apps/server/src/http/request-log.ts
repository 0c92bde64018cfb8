import type { FastifyInstance } from 'fastify';

const PER_REQUEST_LEVELS = new Set(['debug', 'trace']);

/**
 * One log line per request, only when the log level asks for that much (LOG_LEVEL=debug or
 * trace). At the default level (info) a request costs no log write: Fastify's own two lines per
 * request ("incoming request", "request completed") are off, failures are still logged by the
 * error handler with the request id, and `/metrics` counts requests by route and status
 * (issue 14; ADR 0044).
 */
export function installRequestLog(app: FastifyInstance) {
  if (!PER_REQUEST_LEVELS.has(app.log.level)) return;
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
  });
}
