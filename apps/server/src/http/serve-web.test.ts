import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../../scripts/precompress';
import type { SystemStatus } from '@wl/contract/system/get-status';
import { useTestApp } from '../../test/test-app';
import { pageWithParts, scriptJson } from './serve-web';

// A built site as the web build leaves it: hashed assets plus their .br and .gz copies.
const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
mkdirSync(path.join(dist, 'assets'));
const script = `export const lines = [${Array.from({ length: 200 }, (_, i) => `"line ${i}"`).join(',')}];`;
const page =
  `<!doctype html><head><title>Player site</title>` +
  `<script type="module" src="/assets/main-abc123.js"></script></head>` +
  `<body>${'<p>home</p>'.repeat(100)}</body>`;
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
      const html = brotliDecompressSync(res.rawPayload).toString();
      // The built page, with the status and announcements written in before its entry script
      // (ADR 0051, 0056), and the first banner's picture preloaded on the home page.
      const parts = /<link rel="preload"[^>]*>|<script type="application\/json"[^]*?<\/script>/g;
      expect(html.replace(parts, '')).toBe(page);
    }
  });

  /** The status the page carries, as the site reads it. */
  async function pageStatus(host: string) {
    const res = await t.app.inject({ url: '/', headers: { host, 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(res.rawPayload).toString();
    const text = /<script type="application\/json" id="first-status">([^]*?)<\/script>/.exec(
      html,
    )?.[1];
    return JSON.parse(text ?? 'null') as { success: boolean; value: SystemStatus };
  }

  it("writes into the page the status the API gives the same address, per merchant's domain", async () => {
    const api = await t.app.inject({
      url: '/wps/system/status?url=localhost',
      headers: { host: 'localhost' },
    });
    const inPage = await pageStatus('localhost');
    expect(inPage.success).toBe(true);
    expect(inPage.value.info.settings).toEqual(api.json().value.info.settings);
    expect(inPage.value.location).toEqual(api.json().value.location);

    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO merchants (code, name) VALUES ('PAGEB', 'Page B') RETURNING id`,
    );
    await t.db.query(
      `INSERT INTO merchant_domains (domain, merchant_id) VALUES ('b.example', $1)`,
      [rows[0]!.id],
    );
    expect((await pageStatus('b.example:8080')).value.info.settings.merchantCode).toBe('PAGEB');
    expect((await pageStatus('localhost')).value.info.settings.merchantCode).not.toBe('PAGEB');
    // Link checkers and monitors ask with HEAD.
    expect((await t.app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
  });

  it('still answers API paths and missing assets with the envelope, not the page', async () => {
    const missing = await get('/assets/gone-000.js', BROTLI_FIRST);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false });
  });
});

describe('the data written into the page', () => {
  it('cannot end its element or open a comment, and reads back as it was', () => {
    const value = { name: '</script><script>alert(1)</script><!--' };
    const html = pageWithParts('<head><script src="/main.js"></script></head>', [
      { data: { id: 'first-status', json: JSON.stringify(value) } },
    ])!;
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    const text = /id="first-status">([^]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(text)).toEqual(value);
    expect(html.indexOf('first-status')).toBeLessThan(html.indexOf('/main.js'));
    expect(scriptJson('"a<b"')).toBe('"a\\u003cb"');
  });

  it('is left out of a page without a script', () => {
    expect(
      pageWithParts('<p>static</p>', [{ data: { id: 'first-status', json: '{}' } }]),
    ).toBeNull();
  });

  it('preloads only web addresses, escaped for their attribute', () => {
    const html = pageWithParts('<head><script src="/main.js"></script></head>', [
      {
        data: { id: 'first-announcements', json: '{}' },
        images: [
          '/static/banners/1.webp',
          'javascript:alert(1)',
          '//elsewhere/x.png',
          'https://a/"<',
        ],
      },
    ])!;
    const hrefs = [...html.matchAll(/rel="preload" as="image" href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['/static/banners/1.webp', 'https://a/&quot;&lt;']);
  });
});
