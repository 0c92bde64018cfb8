import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';
import fastifyStatic from '@fastify/static';

export const BACKOFFICE_PREFIX = '/backoffice/';

/**
 * Serves the built back office under /backoffice/: its own bundle, so the player site never
 * loads it. Hashed assets are cached for a year; any other path below the prefix gets its
 * index.html so the back office's router decides. It holds no data: every screen asks /ops.
 */
export async function serveBackoffice(app: FastifyInstance, dist: string): Promise<boolean> {
  const root = path.resolve(dist);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'back office not built; /backoffice/ is not served');
    return false;
  }
  const index = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root,
    prefix: BACKOFFICE_PREFIX,
    wildcard: false,
    // The build writes .br and .gz beside each asset (scripts/precompress.ts, ADR 0028).
    preCompressed: true,
    index: false,
    decorateReply: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // A missing file (a stale hashed asset) is a 404, not the page.
  const page = (request: FastifyRequest, reply: FastifyReply) =>
    path.extname(request.url.split('?')[0] ?? '')
      ? reply.status(404).send(failure('not_found', 'error_not_found'))
      : reply
          .header('cache-control', 'no-cache')
          .header('x-robots-tag', 'noindex')
          .type('text/html; charset=utf-8')
          .send(index);
  app.get('/backoffice', (_request, reply) => reply.redirect(BACKOFFICE_PREFIX));
  app.get(BACKOFFICE_PREFIX, page);
  app.get(`${BACKOFFICE_PREFIX}*`, page);
  return true;
}
