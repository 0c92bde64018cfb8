import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HOME_PAGE_GROUP, opensHomePage } from '@wl/contract/system/first-page';
import type { FirstPageData, PagePart } from '../../http/serve-web';

/** A chunk as the build's manifest (`.vite/manifest.json`) describes it. */
interface ManifestChunk {
  file?: unknown;
  isDynamicEntry?: unknown;
  imports?: unknown;
  css?: unknown;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The files a page group needs that the page does not already name: the group's chunk, the
 * chunks it imports (and theirs), and their styles. The entry is in the page, so it and what
 * only it brings are left out. The group's chunk is found by its file's name, as the build names
 * page groups (`page-chunk-names.ts`); null when there is none, or more than one.
 */
export function pageGroupFiles(
  manifest: Record<string, ManifestChunk>,
  group: string,
  page: string,
): Required<Pick<PagePart, 'modules' | 'styles'>> | null {
  const named = new RegExp(`^assets/${group}-[\\w-]+\\.js$`);
  const candidates = Object.keys(manifest).filter((key) => {
    const chunk = manifest[key]!;
    return (
      chunk.isDynamicEntry === true && typeof chunk.file === 'string' && named.test(chunk.file)
    );
  });
  // Another lazy module whose own name is the group's would be built under the same name: with
  // two to choose from, no hints rather than the wrong ones.
  const [start] = candidates;
  if (candidates.length !== 1 || !start) return null;
  const modules: string[] = [];
  const styles: string[] = [];
  const inPage = (file: string) => page.includes(`/${file}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk || typeof chunk.file !== 'string' || inPage(chunk.file)) return;
    seen.add(key);
    modules.push(`/${chunk.file}`);
    for (const css of strings(chunk.css)) if (!inPage(css)) styles.push(`/${css}`);
    strings(chunk.imports).forEach(visit);
  };
  visit(start);
  return { modules, styles };
}

/**
 * The home page's group (its chunk, the chunks it imports and their styles) asked for with the
 * page on the routes that open it (ADR 0068). Without the hints they start only once the entry
 * has downloaded and run: one more round trip, then another for what the group imports, before
 * the home page can render. Read once from the build's manifest; a build without one (or without
 * the group) gives no hints, and the site loads the group as before.
 */
export function pageGroup(dist: string): FirstPageData {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const indexFile = path.join(dist, 'index.html');
  let part: PagePart | null = null;
  if (existsSync(manifestFile) && existsSync(indexFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    part = pageGroupFiles(manifest, HOME_PAGE_GROUP, readFileSync(indexFile, 'utf8'));
  }
  return (request) =>
    Promise.resolve(part && opensHomePage(request.url.split('?')[0] ?? '') ? part : null);
}
