import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, withChunkTimeout } from './page-loaders';
import { pageChunkName } from './page-chunk-names';

afterEach(() => {
  vi.useRealTimers();
});

describe('page chunk loading', () => {
  it('fails with a timeout after 120 s when the chunk never arrives', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout('help', () => new Promise<never>(() => {}));
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => {}).finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ chunk: 'help', reason: 'timeout' });
  });

  it('reports a failed import as a chunk failure', async () => {
    const error = await withChunkTimeout('Vip', () => Promise.reject(new Error('404'))).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ chunk: 'Vip', reason: 'failed' });
  });

  it('names built chunks after the spec page groups', () => {
    expect(pageChunkName('/repo/apps/web/src/features/vip/vip-page.tsx')).toBe('Vip');
    expect(pageChunkName('/repo/apps/web/src/features/iframe-game/iframe-game-page.tsx')).toBe(
      'byIframe',
    );
    expect(pageChunkName('/repo/apps/web/src/features/home/index-page.tsx')).toBe('index');
    expect(pageChunkName('/repo/apps/web/src/app/app.tsx')).toBeNull();
  });
});
