import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import {
  BANNER_IMAGE_PATH,
  bannerArtVersion,
  renderBannerPicture,
  type BannerArt,
} from './banner-image';
import { findBannerById, type BannerRow } from './content-store';

/**
 * GET /static/banners/{id}-{version}.webp: the generated picture of a banner. The version is
 * a digest of what is drawn, so a URL's picture never changes and may be cached for a year;
 * a stale version, or the `.png` address pictures had before, redirects to the current one. Rendered pictures stay in memory (bounded).
 */
const CACHE_LIMIT = 64;

export function artOf(row: BannerRow): BannerArt {
  return {
    key: row.banner_key,
    colorFrom: row.color_from,
    colorTo: row.color_to,
  };
}

export async function bannerImageRoutes(app: FastifyInstance, deps: { db: Db }) {
  const cache = new Map<string, Promise<Buffer>>();

  function picture(file: string, art: BannerArt) {
    let png = cache.get(file);
    if (!png) {
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      png = renderBannerPicture(art);
      png.catch(() => cache.delete(file));
      cache.set(file, png);
    }
    return png;
  }

  app.get<{ Params: { file: string } }>(
    `${BANNER_IMAGE_PATH}/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const match = /^(\d{1,18})-([0-9a-f]{12})\.(webp|png)$/.exec(request.params.file);
      if (!match?.[1]) throw new AppError('not_found');
      const row = await findBannerById(deps.db, BigInt(match[1]));
      if (!row) throw new AppError('not_found');
      const art = artOf(row);
      const version = bannerArtVersion(art);
      if (version !== match[2] || match[3] !== 'webp') {
        return reply
          .header('cache-control', 'no-cache')
          .redirect(`${BANNER_IMAGE_PATH}/${row.id}-${version}.webp`, 302);
      }
      const png = await picture(request.params.file, art);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(png);
    },
  );
}
