import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@wl/contract/operators/roles';
import { type Banner, getAnnouncementsResponse } from '@wl/contract/system/get-announcements';
import { useTestApp } from '../../../test/test-app';
import { operatorsOfEveryRole, opsCall } from '../operators/ops-test-support';
import { b64, PNG_1PX } from '../promotions/promotions-test-support';

const HOSTILE =
  '<p onclick="steal()">Hi<script>alert(1)</script><img src="https://x.test/a.png" onerror="alert(2)">' +
  '<a href="javascript:alert(3)">x</a><iframe src="https://evil.test"></iframe><style>*{}</style></p>';

const banner = (overrides: object = {}) => ({
  group: 'w_home',
  sort: 5,
  variants: [
    { lang: 'EN', title: 'Weekend reload', subtitle: 'Up to 50%' },
    { lang: 'TW', title: '週末加碼', subtitle: '最高 50%' },
  ],
  ...overrides,
});
const notice = (overrides: object = {}) => ({
  kind: 'PL',
  variants: [
    { lang: 'EN', title: 'Maintenance tonight', content: HOSTILE },
    { lang: 'TW', title: '今晚維護', content: `<b>注意</b>${HOSTILE}` },
  ],
  ...overrides,
});

/** A banner's title as the player site shows it: its caption's over generated art, else its own. */
const bannerTitle = (b: Banner) => b.caption?.title ?? b.title;

describe('back office content: banners and notices', () => {
  const t = useTestApp();
  let tokens: Record<OperatorRole, string>;

  beforeAll(async () => {
    tokens = await operatorsOfEveryRole(t.app, t.db);
  });

  async function announcements(language: string) {
    const r = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL&platform=W&execution=B',
      headers: { language },
    });
    return getAnnouncementsResponse.parse(r.json().value);
  }
  const auditCount = async (action: string) =>
    Number(
      (
        await t.db.query<{ n: string }>('SELECT count(*) AS n FROM audit_log WHERE action = $1', [
          action,
        ])
      ).rows[0]!.n,
    );

  it('publishes a banner and a notice in two languages; the player site shows them at once', async () => {
    // Read first, so the reply cache holds the old content.
    expect((await announcements('EN')).banners.map(bannerTitle)).not.toContain('Weekend reload');
    const saved = await opsCall(
      t.app,
      tokens.content,
      'PUT',
      '/ops/banners/weekend-reload',
      banner(),
    );
    expect(saved.json()).toMatchObject({
      success: true,
      value: { key: 'weekend-reload', group: 'w_home' },
    });
    const n = await opsCall(t.app, tokens.content, 'PUT', '/ops/notices/maint-tonight', notice());
    expect(n.json().success).toBe(true);

    const en = await announcements('EN');
    const tw = await announcements('TW');
    expect(en.banners.map(bannerTitle)).toContain('Weekend reload');
    expect(tw.banners.map(bannerTitle)).toContain('週末加碼');
    expect(en.player.map((p) => p.title)).toContain('Maintenance tonight');
    expect(tw.player.map((p) => p.title)).toContain('今晚維護');
    expect(await auditCount('banner_saved')).toBe(1);
    expect(await auditCount('notice_saved')).toBe(1);

    const list = await opsCall(
      t.app,
      tokens.read_only,
      'GET',
      '/ops/banners?group=w_home&keyword=weekend',
    );
    expect(list.json().value).toMatchObject({ total: 1, list: [{ key: 'weekend-reload' }] });
    expect(list.json().value.list[0].variants.map((v: { lang: string }) => v.lang)).toEqual([
      'EN',
      'TW',
    ]);
  });

  it('stores rich text sanitised in every language, and the player never gets a script', async () => {
    const rows = await t.db.query<{ content: string }>(
      `SELECT content FROM notices WHERE notice_key = 'maint-tonight'`,
    );
    expect(rows.rows).toHaveLength(2);
    for (const { content } of rows.rows) {
      expect(content).toContain('Hi');
      expect(content).not.toMatch(/script|onclick|onerror|javascript:|iframe|style/i);
    }
    expect(rows.rows.map((r) => r.content).join()).toContain('<b>注意</b>');
  });

  it('replaces the language versions on save and removes a whole item', async () => {
    const one = banner({ variants: [{ lang: 'EN', title: 'Weekend reload 2' }] });
    await opsCall(t.app, tokens.content, 'PUT', '/ops/banners/weekend-reload', one);
    expect((await announcements('EN')).banners.map(bannerTitle)).toContain('Weekend reload 2');
    // TW is the demo merchant's default: with the TW version gone, TW readers get nothing of it.
    expect((await announcements('TW')).banners.map(bannerTitle)).not.toContain('週末加碼');
    const gone = await opsCall(t.app, tokens.supervisor, 'DELETE', '/ops/notices/maint-tonight');
    expect(gone.json().value).toEqual({ key: 'maint-tonight', removed: true });
    expect((await announcements('EN')).player.map((p) => p.title)).not.toContain(
      'Maintenance tonight',
    );
    const again = await opsCall(t.app, tokens.supervisor, 'DELETE', '/ops/notices/maint-tonight');
    expect(again.json()).toMatchObject({ success: false, errorCode: 'not_found' });
  });

  it('orders a group and uploads a picture checked by its bytes', async () => {
    await opsCall(t.app, tokens.content, 'PUT', '/ops/banners/second', banner({ sort: 1 }));
    const order = await opsCall(t.app, tokens.content, 'PUT', '/ops/banner-order', {
      group: 'w_home',
      keys: ['weekend-reload', 'second'],
    });
    expect(order.json().value.moved).toBe(3);
    const sorts = await t.db.query<{ banner_key: string; sort: number }>(
      `SELECT DISTINCT banner_key, sort FROM banners WHERE banner_key IN ('weekend-reload', 'second')
        ORDER BY sort`,
    );
    expect(sorts.rows.map((r) => r.banner_key)).toEqual(['weekend-reload', 'second']);

    const url = '/ops/banners/second/image';
    const up = await opsCall(t.app, tokens.content, 'PUT', url, { contentBase64: b64(PNG_1PX) });
    const imageUrl = up.json().value.imageUrl as string;
    expect(imageUrl).toMatch(/^\/static\/content\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.from(served.rawPayload).equals(PNG_1PX)).toBe(true);
    expect((await announcements('EN')).banners.find((b) => bannerTitle(b) === 'Weekend reload')?.url).toBe(
      imageUrl,
    );
    // A later save keeps the uploaded picture.
    await opsCall(t.app, tokens.content, 'PUT', '/ops/banners/second', banner({ sort: 2 }));
    const kept = await t.db.query(`SELECT image_url FROM banners WHERE banner_key = 'second'`);
    expect(kept.rows.every((r) => r.image_url === imageUrl)).toBe(true);
  });

  it('refuses mistyped and oversized uploads and bad input, changing nothing', async () => {
    const before = await t.db.query(`SELECT * FROM banners ORDER BY id`);
    const audits = await auditCount('banner_image_uploaded');
    const url = '/ops/banners/second/image';
    const html = b64(Buffer.from('<html><script>alert(1)</script></html>'));
    const cases: [object, string][] = [
      [{ contentBase64: html }, 'application_image_type'],
      [
        { contentBase64: b64(Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)])) },
        'application_image_too_large',
      ],
      [{ contentBase64: 'not base64!' }, 'application_image_type'],
    ];
    for (const [body, code] of cases) {
      const r = await opsCall(t.app, tokens.content, 'PUT', url, body);
      expect(r.json()).toMatchObject({ success: false, errorCode: code });
    }
    for (const body of [
      banner({ group: 'w_nowhere' }),
      banner({ variants: [] }),
      banner({
        variants: [
          { lang: 'EN', title: 'a' },
          { lang: 'EN', title: 'b' },
        ],
      }),
      banner({ startAt: 2000, endAt: 1000 }),
      banner({ linkageType: 'URL' }),
    ]) {
      const r = await opsCall(t.app, tokens.content, 'PUT', '/ops/banners/second', body);
      expect(r.statusCode).toBe(400);
      expect(r.json().success).toBe(false);
    }
    const badKey = await opsCall(t.app, tokens.content, 'PUT', '/ops/banners/Bad%20Key', banner());
    expect(badKey.statusCode).toBe(400);
    expect((await t.db.query(`SELECT * FROM banners ORDER BY id`)).rows).toEqual(before.rows);
    expect(await auditCount('banner_image_uploaded')).toBe(audits);
  });

  it('refuses roles without content.edit, changing nothing', async () => {
    const before = await t.db.query(`SELECT * FROM banners ORDER BY id`);
    for (const role of ['cashier', 'risk', 'agent_manager', 'read_only'] as const) {
      const r = await opsCall(
        t.app,
        tokens[role],
        'PUT',
        '/ops/banners/second',
        banner({ sort: 9 }),
      );
      expect([role, r.statusCode, r.json().errorCode]).toEqual([
        role,
        403,
        'operator_role_forbidden',
      ]);
    }
    expect((await t.db.query(`SELECT * FROM banners ORDER BY id`)).rows).toEqual(before.rows);
  });
});
