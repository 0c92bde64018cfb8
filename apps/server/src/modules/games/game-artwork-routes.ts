import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { findArtworkSubject } from './artwork-store';
import { renderIconPng } from './game-artwork';
import { GAME_ARTWORK_PATH } from './game-view';

/**
 * GET /static/games/{artworkKey}.png (and ?lang=TW for the Chinese title): a generated icon.
 * A key's picture never changes (it is drawn from the key and the seeded names), so it may be
 * cached for a day by browsers and CDNs; rendered pictures stay in memory (bounded).
 */
const CACHE_LIMIT = 512;

export async function gameArtworkRoutes(app: FastifyInstance, deps: { db: Db }) {
  const cache = new Map<string, Promise<Buffer>>();

  app.get<{ Params: { file: string }; Querystring: { lang?: string } }>(
    `${GAME_ARTWORK_PATH}/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const key = /^([a-z0-9-]{1,80})\.png$/.exec(request.params.file)?.[1];
      if (!key) throw new AppError('not_found');
      const lang = request.query.lang === 'TW' ? 'TW' : 'EN';
      const cacheKey = `${key}:${lang}`;
      let png = cache.get(cacheKey);
      if (!png) {
        const subject = await findArtworkSubject(deps.db, key);
        if (!subject) throw new AppError('not_found');
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
        png = renderIconPng({
          key,
          title: subject.names[lang] ?? subject.names.EN ?? key,
          caption: subject.caption,
        });
        png.catch(() => cache.delete(cacheKey));
        cache.set(cacheKey, png);
      }
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
        .send(await png);
    },
  );
}
