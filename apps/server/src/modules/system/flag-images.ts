import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { getCountries } from 'libphonenumber-js';
import { AppError } from '../../http/app-error';
import { FLAG_PATH } from './list-countries';

/**
 * Country flags, same-origin, from the flag-icons package (MIT): GET /static/COUNTRY_FLAG/PH.svg.
 * Only regions of the country list are served; files are read once and kept in memory.
 */
const require = createRequire(import.meta.url);
const FLAG_DIR = path.join(
  path.dirname(require.resolve('flag-icons/package.json')),
  'flags',
  '4x3',
);
/** Regions flag-icons files under their parent territory. */
const FILE_ALIASES: Record<string, string> = { ac: 'sh-ac', ta: 'sh-ta' };
const KNOWN = new Set<string>(getCountries());
const cache = new Map<string, Buffer>();

async function flagSvg(code: string): Promise<Buffer> {
  let svg = cache.get(code);
  if (!svg) {
    const lower = code.toLowerCase();
    svg = await readFile(path.join(FLAG_DIR, `${FILE_ALIASES[lower] ?? lower}.svg`));
    cache.set(code, svg);
  }
  return svg;
}

export async function flagImageRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(
    `${FLAG_PATH}/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const code = /^([A-Za-z]{2})\.svg$/.exec(request.params.file)?.[1]?.toUpperCase();
      if (!code || !KNOWN.has(code)) throw new AppError('not_found');
      const svg = await flagSvg(code);
      return (
        reply
          .header('content-type', 'image/svg+xml')
          .header('cache-control', 'public, max-age=604800')
          // An SVG opened directly is a document: give it no power to run anything.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .header('x-content-type-options', 'nosniff')
          .send(svg)
      );
    },
  );
}
