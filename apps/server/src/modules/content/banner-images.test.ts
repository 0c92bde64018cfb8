import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { announcementRepliesOf } from './announcement-replies';
import { loadImage } from '@napi-rs/canvas';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerArtVersion, renderBannerPicture } from './banner-image';

/** Width and height of a picture, as a browser would decode it. */
async function pictureSize(bytes: Buffer) {
  const image = await loadImage(bytes);
  return { width: image.width, height: image.height };
}

const ART = { key: 'k', colorFrom: '#112233', colorTo: '#445566' };

// The home banner's texts in scripts a server font may lack (ADR 0033).
const TEXTS: Record<string, [string, string]> = {
  TH: ['โบนัสฝากครั้งแรก 100%', 'สมาชิกใหม่รับสูงสุด ₱5,000'],
  VI: ['Thưởng nạp đầu 100%', 'Thành viên mới nhận tới ₱5,000'],
  AR: ['مكافأة الإيداع الأول 100%', 'يحصل الأعضاء الجدد على ما يصل إلى ₱5,000'],
};

describe('generated banner pictures', () => {
  const t = useTestApp();

  async function firstBannerUrl() {
    const r = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B',
    });
    return (r.json().value.banners as { url: string }[])[0]?.url ?? '';
  }

  it('renders the same picture for the same banner, a different one when it changes', async () => {
    const a = await renderBannerPicture(ART);
    expect(await pictureSize(a)).toEqual({ width: BANNER_WIDTH, height: BANNER_HEIGHT });
    // WebP (RIFF....WEBP), and small: the home page's largest paint.
    expect(a.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(a.length).toBeLessThan(20_000);
    expect((await renderBannerPicture(ART)).equals(a)).toBe(true);
    expect((await renderBannerPicture({ ...ART, colorTo: '#445567' })).equals(a)).toBe(false);
    expect(bannerArtVersion({ ...ART, colorTo: '#445567' })).not.toBe(bannerArtVersion(ART));
  });

  it('bakes no title into the picture: TW, TH, VI and AR versions get the same bytes and their texts as a caption', async () => {
    await t.db.query(
      `INSERT INTO banners (merchant_id, banner_key, lang, group_name, title, subtitle,
         color_from, color_to, sort)
       SELECT b.merchant_id, b.banner_key, x.lang, b.group_name, x.title, x.subtitle,
         b.color_from, b.color_to, b.sort
       FROM banners b, (VALUES ${Object.keys(TEXTS)
         .map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`)
         .join(', ')}) AS x(lang, title, subtitle)
       WHERE b.banner_key = 'home-welcome' AND b.lang = 'TW'`,
      Object.entries(TEXTS).flatMap(([lang, [title, subtitle]]) => [lang, title, subtitle]),
    );
    const rows = await t.db.query<{
      id: string;
      lang: string;
      color_from: string;
      color_to: string;
    }>(
      `SELECT id::text, lang, color_from, color_to FROM banners
       WHERE banner_key = 'home-welcome' AND lang IN ('TW', 'TH', 'VI', 'AR') ORDER BY lang`,
    );
    expect(rows.rows.map((r) => r.lang)).toEqual(['AR', 'TH', 'TW', 'VI']);
    const pictures = await Promise.all(
      rows.rows.map(async (row) => {
        const version = bannerArtVersion({
          key: 'home-welcome',
          colorFrom: row.color_from,
          colorTo: row.color_to,
        });
        const r = await t.app.inject({ url: `/static/banners/${row.id}-${version}.webp` });
        expect(r.statusCode, row.lang).toBe(200);
        return r.rawPayload;
      }),
    );
    for (const picture of pictures) expect(picture.equals(pictures[0] as Buffer)).toBe(true);

    const listed = await t.app.inject({
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B',
      headers: { language: 'TW' },
    });
    const welcome = (
      listed.json().value.banners as { title?: string; caption: { title: string } | null }[]
    ).find((b) => b.caption?.title === '首存加碼 100%');
    expect(welcome?.caption).toEqual({
      title: '首存加碼 100%',
      subtitle: '新會員首次存款最高贈送 ₱5,000',
    });
    // The caption names the banner; the title is not sent a second time beside it.
    expect(welcome).not.toHaveProperty('title');
  });

  it("leaves the caption out when the picture is the operator's own", async () => {
    await t.db.query(
      `UPDATE banners SET image_url = 'https://cdn.example.com/own.png'
       WHERE banner_key = 'home-lottery'`,
    );
    // Written straight into the table: tell the announcements cache, as the back office does.
    const { rows } = await t.db.query<{ merchant_id: bigint }>(
      `SELECT merchant_id FROM banners WHERE banner_key = 'home-lottery' LIMIT 1`,
    );
    await announcementRepliesOf(t.app.shared).contentChanged(rows[0]!.merchant_id);
    const listed = await t.app.inject({
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B',
      headers: { language: 'TW' },
    });
    const own = (
      listed.json().value.banners as { url: string; title?: string; caption: unknown }[]
    ).find((b) => b.url === 'https://cdn.example.com/own.png');
    expect(own?.caption).toBeNull();
    // With no caption, the title is the picture's alternative text.
    expect(own?.title).toEqual(expect.any(String));
  });

  it('serves a listed banner as a 1200x360 WebP cached for a long time', async () => {
    const url = await firstBannerUrl();
    const r = await t.app.inject({ method: 'GET', url });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/webp');
    expect(r.headers['cache-control']).toContain('max-age=31536000');
    expect(await pictureSize(r.rawPayload)).toEqual({ width: 1200, height: 360 });
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(r.rawPayload)).toBe(true);
  });

  it('redirects a stale version to the current picture', async () => {
    const url = await firstBannerUrl();
    const id = /\/(\d+)-/.exec(url)?.[1];
    const r = await t.app.inject({ method: 'GET', url: `/static/banners/${id}-000000000000.webp` });
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe(url);
    // The address pictures had as PNG (kept in players' session caches) leads to the WebP.
    const old = await t.app.inject({ method: 'GET', url: url.replace(/\.webp$/, '.png') });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(url);
  });

  it('answers unknown or malformed banner files with 404', async () => {
    for (const file of ['999999-000000000000.png', 'abc.png', '1-xyz.png', '1.png']) {
      const r = await t.app.inject({ method: 'GET', url: `/static/banners/${file}` });
      expect(r.statusCode, file).toBe(404);
      expect(r.json().success).toBe(false);
    }
  });
});
