import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../../scripts/precompress';
import { useTestApp } from '../../test/test-app';

// A built site as the web build leaves it: hashed assets plus their .br and .gz copies.
const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
mkdirSync(path.join(dist, 'assets'));
const script = `export const lines = [${Array.from({ length: 200 }, (_, i) => `"line ${i}"`).join(',')}];`;
const page = `<!doctype html><title>Player site</title>${'<p>home</p>'.repeat(100)}`;
writeFileSync(path.join(dist, 'index.html'), page);
writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), script);
writeFileSync(path.join(dist, 'assets', 'tiny-abc123.js'), 'export {};');
precompressDir(dist);

const BROTLI_FIRST = 'br;q=1.0, gzip;q=0.8, *;q=0.1';

describe('the player site is served precompressed with cache headers', () => {
  const t = useTestApp({ env: { WEB_DIST: dist } });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed asset as brotli, gzip or plain by Accept-Encoding, cached for a year', async () => {
    const br = await get('/assets/main-abc123.js', BROTLI_FIRST);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(script.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/main-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/main-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a file too small to compress as it is', async () => {
    const tiny = await get('/assets/tiny-abc123.js', BROTLI_FIRST);
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};');
  });

  it('never lets index.html be cached, at / and at a route of the site, compressed too', async () => {
    for (const url of ['/', '/promo']) {
      const res = await get(url, BROTLI_FIRST);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    }
  });

  it('still answers API paths and missing assets with the envelope, not the page', async () => {
    const missing = await get('/assets/gone-000.js', BROTLI_FIRST);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false });
  });
});
