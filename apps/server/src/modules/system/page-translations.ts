import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { languageOfLocaleChunk } from '@wl/contract/system/first-page';
import type { FirstPageData } from '../../http/serve-web';
import type { AppDeps } from '../../app-deps';
import { pageLanguage } from './page-language';

/** The site's language when the chosen one has no translation file (apps/web/src/i18n). */
const FALLBACK_LANGUAGE = 'EN';

/**
 * The translation file of the language the site will open in, asked for with the page
 * (`<link rel=modulepreload>`, ADR 0056): the site's first screen waits for it, and without
 * the hint it could start only once the entry chunk had downloaded and run. The built files are
 * found once, by their names (`locale-<code>-<hash>.js`).
 */
export function pageTranslations(deps: Pick<AppDeps, 'merchants'>, dist: string): FirstPageData {
  const files = new Map<string, string>();
  const assets = path.join(dist, 'assets');
  for (const entry of existsSync(assets) ? readdirSync(assets, { withFileTypes: true }) : []) {
    const language = entry.isFile() ? languageOfLocaleChunk(entry.name) : null;
    if (language) files.set(language, `/assets/${entry.name}`);
  }
  return async (request) => {
    const merchant = await deps.merchants.resolve({
      header: undefined,
      host: request.headers.host,
    });
    const file = files.get(pageLanguage(request, merchant)) ?? files.get(FALLBACK_LANGUAGE);
    return file ? { modules: [file] } : null;
  };
}
