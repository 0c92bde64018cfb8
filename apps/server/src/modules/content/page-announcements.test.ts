import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Announcements } from '@wl/contract/system/get-announcements';
import { useTestApp } from '../../../test/test-app';
import { announcementRepliesOf } from './announcement-replies';
import { cookieValue } from '../system/page-language';

// A built site as the server reads it: the page and the translation chunks (by their names).
const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
mkdirSync(path.join(dist, 'assets'));
for (const file of ['locale-tw-Ab1.js', 'locale-en-Cd_2.js', 'index-Ef3.js']) {
  writeFileSync(path.join(dist, 'assets', file), 'export default {};');
}
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><head><script type="module" src="/assets/main-abc.js"></script></head><body></body>',
);

interface Written {
  html: string;
  data: { merchant: string; language: string; reply: { success: boolean; value: Announcements } };
  preloads: string[];
  modules: string[];
}

describe('the announcements and the first banner written into the page (ADR 0056)', () => {
  const t = useTestApp({ env: { WEB_DIST: dist } });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  async function page(url: string, headers: Record<string, string> = {}): Promise<Written> {
    const res = await t.app.inject({ url, headers: { host: 'localhost', ...headers } });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('cookie');
    const html = res.body;
    const text = /<script type="application\/json" id="first-announcements">([^]*?)<\/script>/.exec(
      html,
    )?.[1];
    const preloads = [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)"/g)].map(
      (m) => m[1]!,
    );
    const modules = [...html.matchAll(/<link rel="modulepreload" href="([^"]*)"/g)].map(
      (m) => m[1]!,
    );
    return { html, data: JSON.parse(text ?? 'null') as Written['data'], preloads, modules };
  }

  async function api(language: string, host = 'localhost') {
    const res = await t.app.inject({
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B',
      headers: { host, language },
    });
    return res.json<{ value: Announcements }>().value;
  }

  const firstOfGroup = (value: Announcements, group: string) =>
    value.banners.filter((b) => b.groupName === group).sort((a, b) => a.sort - b.sort)[0]!.url;

  it("carries the call's reply in the merchant's default language on a first visit, and preloads the first home banner", async () => {
    const { data, preloads, html } = await page('/');
    expect(data.merchant).toBe('DEMO');
    expect(data.language).toBe('TW');
    expect(data.reply.success).toBe(true);
    const fromApi = await api('TW');
    expect(data.reply.value).toEqual(fromApi);
    expect(preloads).toEqual([firstOfGroup(fromApi, 'w_home')]);
    // The preload and the data come before the entry script, so they are there when it runs.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('/assets/main-abc.js'));
    expect(html.indexOf('first-announcements')).toBeLessThan(html.indexOf('/assets/main-abc.js'));
  });

  it('follows the language cookie the site keeps, and the default when it holds no language', async () => {
    const english = await page('/', { cookie: 'theme=dark; hisLang=EN' });
    expect(english.data.language).toBe('EN');
    expect(english.data.reply.value).toEqual(await api('EN'));
    expect(english.data.reply.value).not.toEqual(await api('TW'));
    expect((await page('/', { cookie: 'hisLang=XX' })).data.language).toBe('TW');
    // A language the merchant does not offer is still the site's language: the reply the call
    // gives it (content in the default language) is written under that name.
    const japanese = await page('/', { cookie: 'hisLang=JA' });
    expect(japanese.data.language).toBe('JA');
    expect(japanese.data.reply.value).toEqual(await api('JA'));
  });

  it("preloads the first banner of the address's own group, none where the page has no banners", async () => {
    const promotions = await page('/Promotions/?from=menu');
    expect(promotions.preloads).toEqual([firstOfGroup(await api('TW'), 'w_promotion')]);
    expect((await page('/home')).preloads).toEqual([firstOfGroup(await api('TW'), 'w_home')]);
    const vip = await page('/vip');
    expect(vip.preloads).toEqual([]);
    expect(vip.data.merchant).toBe('DEMO');
  });

  const preloadedUrl = 'https://cdn.example/a.webp?x="><script>alert(2)</script>&y=1';

  it('escapes what an operator wrote: no value ends its element, no address leaves its attribute', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT id FROM merchants WHERE code = 'DEMO'`,
    );
    await t.db.query(
      `INSERT INTO banners (merchant_id, banner_key, lang, group_name, title, color_from, color_to,
         image_url, sort)
       VALUES ($1, 'evil', 'TW', 'w_home', '</script><script>alert(1)</script><!--', '#000000',
         '#ffffff', 'https://cdn.example/a.webp?x="><script>alert(2)</script>&y=1', -100)`,
      [rows[0]!.id],
    );
    await announcementRepliesOf(t.app.shared).contentChanged(BigInt(rows[0]!.id));
    const { html, data, preloads } = await page('/');
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('alert(2)</script>');
    // Read back as written.
    expect(firstOfGroup(data.reply.value, 'w_home')).toBe(preloadedUrl);
    expect(data.reply.value.banners.map((b) => b.title)).toContain(
      '</script><script>alert(1)</script><!--',
    );
    expect(preloads).toEqual([
      'https://cdn.example/a.webp?x=&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;&amp;y=1',
    ]);
  });

  it("asks for the opening language's translation file with the page, English's when it has none", async () => {
    expect((await page('/')).modules).toEqual(['/assets/locale-tw-Ab1.js']);
    expect((await page('/vip', { cookie: 'hisLang=EN' })).modules).toEqual([
      '/assets/locale-en-Cd_2.js',
    ]);
    expect((await page('/', { cookie: 'hisLang=JA' })).modules).toEqual([
      '/assets/locale-en-Cd_2.js',
    ]);
  });

  it("is written for the host's merchant, and left out where the merchant's announcements are off", async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO merchants (code, name, whitelabel)
       VALUES ('PAGEB', 'Page B', '[{"modId":"COMM3","enabled":"0","childrenNodes":[]}]')
       RETURNING id`,
    );
    await t.db.query(
      `INSERT INTO merchant_domains (domain, merchant_id) VALUES ('b.example', $1)`,
      [rows[0]!.id],
    );
    const res = await t.app.inject({ url: '/', headers: { host: 'b.example' } });
    expect(res.body).toContain('id="first-status"');
    expect(res.body).not.toContain('first-announcements');
    expect(res.body).not.toContain('rel="preload"');
  });
});

describe('the language cookie as the page reads it', () => {
  it('finds one cookie among others, and nothing in its absence', () => {
    expect(cookieValue('a=1; hisLang=EN; b=2', 'hisLang')).toBe('EN');
    expect(cookieValue('xhisLang=EN', 'hisLang')).toBeNull();
    expect(cookieValue(undefined, 'hisLang')).toBeNull();
  });
});
