/**
 * The build names each translation file's chunk `locale-<code>` (through pageChunkName in
 * app/page-chunk-names.ts, by which vite.config.ts names chunks), the form the server looks for
 * when it preloads the visitor's language with the page (languageOfLocaleChunk, ADR 0056).
 */
export function localeChunkName(moduleId: string | null | undefined): string | null {
  const match = /\/i18n\/locales\/([a-z]{2})\.json$/.exec(moduleId?.replace(/\\/g, '/') ?? '');
  return match ? `locale-${match[1]}` : null;
}
