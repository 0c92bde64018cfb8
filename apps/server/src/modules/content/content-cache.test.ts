import { describe, expect, it } from 'vitest';
import { contentCache } from './content-cache';

describe('contentCache', () => {
  it('reuses an entry only while its version is unchanged and it is young enough', () => {
    const cache = contentCache<string>({ maxAgeMs: 5_000, limit: 10 });
    cache.set('k', 'v1', 1_000, 'a');
    expect(cache.get('k', 'v1', 5_999)).toBe('a');
    expect(cache.get('k', 'v2', 2_000)).toBeUndefined();
    expect(cache.get('k', 'v1', 6_000)).toBeUndefined();
    expect(cache.get('k', 'v1', 999)).toBeUndefined();
  });

  it('keeps at most `limit` entries, dropping the oldest', () => {
    const cache = contentCache<number>({ maxAgeMs: 5_000, limit: 2 });
    cache.set('a', 'v', 0, 1);
    cache.set('b', 'v', 0, 2);
    cache.set('c', 'v', 0, 3);
    expect(cache.get('a', 'v', 1)).toBeUndefined();
    expect(cache.get('b', 'v', 1)).toBe(2);
    expect(cache.get('c', 'v', 1)).toBe(3);
  });
});
