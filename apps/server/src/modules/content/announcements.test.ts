import { beforeAll, describe, expect, it } from 'vitest';
import {
  BANNER_GROUP_BY_ROUTE,
  getAnnouncementsResponse,
} from '@wl/contract/system/get-announcements';
import { setTimeout as sleep } from 'node:timers/promises';
import { useTestApp } from '../../../test/test-app';
import { ANNOUNCEMENTS_CACHE_MS } from './announcement-replies';

const URL = '/wps/relay/MCSFE_getListAnnouncements';

describe('MCSFE_getListAnnouncements', () => {
  const t = useTestApp();

  async function announcements(query = '', headers: Record<string, string> = {}) {
    const r = await t.app.inject({ method: 'GET', url: `${URL}${query}`, headers });
    expect(r.statusCode).toBe(200);
    expect(r.json().success).toBe(true);
    return getAnnouncementsResponse.parse(r.json().value);
  }

  beforeAll(async () => {
    // Extra notices a test needs: expired, not yet started, TW-only, mobile-only, hostile HTML.
    await t.db.query(
      `INSERT INTO notices (merchant_id, notice_key, lang, kind, title, content, platform,
         start_at, end_at, sort)
       SELECT id, x.k, x.lang, 'PL', x.title, x.content, x.platform, x.s::timestamptz,
         x.e::timestamptz, 90
       FROM merchants, (VALUES
         ('t-expired', 'EN', 'Expired notice', '<p>old</p>', 'A', now() - interval '2 days', now() - interval '1 day'),
         ('t-future', 'EN', 'Future notice', '<p>later</p>', 'A', now() + interval '1 day', NULL),
         ('t-tw-only', 'TW', '只有中文的公告', '<p>中文</p>', 'A', NULL, NULL),
         ('t-mobile', 'EN', 'Mobile only notice', '<p>m</p>', 'M', NULL, NULL),
         ('t-hostile', 'EN', 'Hostile notice',
          '<p onclick="steal()">hi<script>alert(1)</script><img src=x onerror="alert(2)"></p>', 'A', NULL, NULL)
       ) AS x(k, lang, title, content, platform, s, e)
       WHERE code = 'DEMO'`,
    );
  });

  it('returns banners, marquee notices, popups and promotions in the asked language', async () => {
    const en = await announcements('?types=B,PL,PU,PR,H&platform=W&execution=B', {
      language: 'EN',
    });
    const tw = await announcements('?types=B,PL,PU,PR,H&platform=W&execution=B', {
      language: 'TW',
    });
    expect(en.player.map((n) => n.title)).toContain('Welcome to Demo Casino!');
    expect(tw.player.map((n) => n.title)).toContain('歡迎來到 Demo Casino！');
    expect(en.popup.map((n) => n.title)).toEqual(['New member gift']);
    expect(en.promotion.length).toBeGreaterThanOrEqual(3);
    expect(en.banners.find((b) => b.groupName === 'w_home')?.caption?.title).toBe(
      '100% First Deposit Bonus',
    );
    expect(en.player.every((n) => n.type === 'PL')).toBe(true);
  });

  it('has banners for every banner group of the spec, at least two on home', async () => {
    const { banners } = await announcements('?types=B');
    const groups = new Set(banners.map((b) => b.groupName));
    for (const group of Object.values(BANNER_GROUP_BY_ROUTE))
      expect(groups, group).toContain(group);
    expect(banners.filter((b) => b.groupName === 'w_home').length).toBeGreaterThanOrEqual(2);
    expect(new Set(banners.map((b) => b.linkageType))).toEqual(new Set(['URL', 'P', 'G', null]));
    for (const b of banners) expect(b.url).toMatch(/^\/static\/banners\/\d+-[0-9a-f]{12}\.webp$/);
  });

  it('links promotion banners to promotions the same reply lists', async () => {
    const value = await announcements('', { language: 'EN' });
    const promotionIds = value.promotion.map((p) => p.id);
    const linked = value.banners.filter((b) => b.linkageType === 'P');
    expect(linked.length).toBeGreaterThan(0);
    for (const b of linked) expect(promotionIds).toContain(b.linkage);
  });

  it('answers only the asked types', async () => {
    const value = await announcements('?types=PL');
    expect(value.banners).toEqual([]);
    expect(value.popup).toEqual([]);
    expect(value.player.length).toBeGreaterThan(0);
  });

  it('leaves out notices outside their dates and of the other platform', async () => {
    const web = await announcements('?types=PL&platform=W', { language: 'EN' });
    const titles = web.player.map((n) => n.title);
    expect(titles).not.toContain('Expired notice');
    expect(titles).not.toContain('Future notice');
    expect(titles).not.toContain('Mobile only notice');
    const mobile = await announcements('?types=PL&platform=M', { language: 'EN' });
    expect(mobile.player.map((n) => n.title)).toContain('Mobile only notice');
  });

  it('falls back to the merchant default language item by item', async () => {
    const en = await announcements('?types=PL', { language: 'EN' });
    expect(en.player.map((n) => n.title)).toContain('只有中文的公告');
    // A language the merchant does not support reads its default (TW).
    const ja = await announcements('?types=PL', { language: 'JA' });
    expect(ja.player.map((n) => n.title)).toContain('歡迎來到 Demo Casino！');
  });

  it('adds after-login popups only when the client asks with execution A', async () => {
    const before = await announcements('?types=PU&execution=B', { language: 'EN' });
    const after = await announcements('?types=PU&execution=A', { language: 'EN' });
    expect(before.popup.map((n) => n.title)).toEqual(['New member gift']);
    expect(after.popup.map((n) => n.title)).toEqual(['New member gift', 'Keep your account safe']);
  });

  it('never lets a script or event handler from stored content out', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `${URL}?types=PL`,
      headers: { language: 'EN' },
    });
    expect(r.body).not.toMatch(/<script|onerror|onclick|alert\(/i);
    const hostile = getAnnouncementsResponse
      .parse(r.json().value)
      .player.find((n) => n.title === 'Hostile notice');
    expect(hostile?.content).toBe('<p>hi<img src="x" /></p>');
  });

  it('shows a notice changed behind the back office (another node, a script) within the second', async () => {
    // The back office's own edits show on the very next call (content-ops.test.ts); a change
    // this process was not told of shows once the cached reply ages out.
    const titles = async () =>
      (await announcements('?types=PL', { language: 'EN' })).player.map((n) => n.title);
    expect(await titles()).toContain('Scheduled maintenance');
    await t.db.query(
      `UPDATE notices SET title = 'Maintenance moved' WHERE notice_key = 'maintenance-window'
         AND lang = 'EN'`,
    );
    await sleep(ANNOUNCEMENTS_CACHE_MS + 50);
    expect(await titles()).toContain('Maintenance moved');
    await t.db.query(`DELETE FROM notices WHERE notice_key = 'maintenance-window'`);
    await sleep(ANNOUNCEMENTS_CACHE_MS + 50);
    expect(await titles()).not.toContain('Maintenance moved');
  });

  it('answers the CCSFE alias, refuses other verbs and bad input', async () => {
    const alias = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/CCSFE_getListAnnouncements',
    });
    expect(alias.statusCode).toBe(200);
    expect(alias.json().value.player.length).toBeGreaterThan(0);
    const post = await t.app.inject({ method: 'POST', url: URL, payload: {} });
    expect(post.statusCode).toBe(405);
    for (const q of ['?platform=X', '?execution=Z', '?types=b;drop']) {
      const bad = await t.app.inject({ method: 'GET', url: `${URL}${q}` });
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json().errorCode).toBe('request_param_err');
    }
  });
});
