/**
 * A small per-process cache of content replies. An entry is reused only while the content's
 * version (row count and latest update per merchant, one cheap query) is unchanged and for at
 * most `maxAgeMs`, so an edit shows at once and a start/end date takes effect within that
 * time. Every API node keeps its own; nothing depends on it being shared.
 */
export interface ContentCache<T> {
  get(key: string, version: string, nowMs: number): T | undefined;
  set(key: string, version: string, nowMs: number, value: T): void;
}

export function contentCache<T>(options: { maxAgeMs: number; limit: number }): ContentCache<T> {
  const entries = new Map<string, { version: string; atMs: number; value: T }>();
  return {
    get(key, version, nowMs) {
      const hit = entries.get(key);
      if (!hit || hit.version !== version) return undefined;
      if (nowMs - hit.atMs >= options.maxAgeMs || nowMs < hit.atMs) return undefined;
      return hit.value;
    },
    set(key, version, nowMs, value) {
      entries.delete(key);
      if (entries.size >= options.limit) entries.delete(entries.keys().next().value as string);
      entries.set(key, { version, atMs: nowMs, value });
    },
  };
}
