import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import type { ObjectStorage } from './object-storage';

/**
 * GET <path>/<random hex>.<png|jpg>: a public picture from `<folder>/` of the storage (promotion
 * artwork, banners). Its name changes with every upload, so it may be cached for a year.
 */
export function publicImageRoute(
  app: FastifyInstance,
  storage: ObjectStorage,
  path: string,
  folder: string,
) {
  app.get<{ Params: { file: string } }>(
    `${path}/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      if (!/^[0-9a-f]{32}\.(png|jpg)$/.test(request.params.file)) throw new AppError('not_found');
      const stored = await storage.get(`${folder}/${request.params.file}`);
      if (!stored) throw new AppError('not_found');
      return reply
        .header('content-type', stored.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(stored.bytes);
    },
  );
}
