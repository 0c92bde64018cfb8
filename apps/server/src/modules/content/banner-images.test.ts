import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerArtVersion, renderBannerPng } from './banner-image';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const ART = { key: 'k', title: 'Title', subtitle: 'Sub', colorFrom: '#112233', colorTo: '#445566' };

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
    const a = await renderBannerPng(ART);
    expect(pngSize(a)).toEqual({ width: BANNER_WIDTH, height: BANNER_HEIGHT });
    expect((await renderBannerPng(ART)).equals(a)).toBe(true);
    expect((await renderBannerPng({ ...ART, title: 'Other' })).equals(a)).toBe(false);
    expect(bannerArtVersion({ ...ART, colorTo: '#445567' })).not.toBe(bannerArtVersion(ART));
  });

  it('serves a listed banner as a 1200x360 PNG cached for a long time', async () => {
    const url = await firstBannerUrl();
    const r = await t.app.inject({ method: 'GET', url });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.headers['cache-control']).toContain('max-age=31536000');
    expect(pngSize(r.rawPayload)).toEqual({ width: 1200, height: 360 });
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(r.rawPayload)).toBe(true);
  });

  it('redirects a stale version to the current picture', async () => {
    const url = await firstBannerUrl();
    const id = /\/(\d+)-/.exec(url)?.[1];
    const r = await t.app.inject({ method: 'GET', url: `/static/banners/${id}-000000000000.png` });
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe(url);
  });

  it('answers unknown or malformed banner files with 404', async () => {
    for (const file of ['999999-000000000000.png', 'abc.png', '1-xyz.png', '1.png']) {
      const r = await t.app.inject({ method: 'GET', url: `/static/banners/${file}` });
      expect(r.statusCode, file).toBe(404);
      expect(r.json().success).toBe(false);
    }
  });
});
