import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { failure } from './envelope';

/**
 * Serves the built player site, precompressed (brotli or gzip by Accept-Encoding). Hashed
 * assets are cached for a year and index.html never; every other GET that is not an API path
 * gets index.html so the SPA's router decides (including its not-found page).
 */
export async function serveWeb(
  app: FastifyInstance,
  dist: string,
  apiPrefixes: string[],
): Promise<boolean> {
  const root = path.resolve(dist);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'player site not built; serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // The build writes .br and .gz beside each asset (scripts/precompress.ts, ADR 0028).
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const isApi =
      apiPrefixes.some((p) => request.url.startsWith(p)) || request.url.startsWith('/docs');
    if (request.method === 'GET' && !isApi && !path.extname(request.url.split('?')[0] ?? '')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(failure('not_found', 'error_not_found'));
  });
  return true;
}
