import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import type { GeoIp } from '../../providers/geoip/geoip';
import { statusReplies } from './status-replies';

/** A GeoIp that fails while `down` and counts its lookups. */
function countingGeoIp(country: string) {
  const geo = {
    asked: 0,
    down: false,
    async countryOf() {
      geo.asked += 1;
      if (geo.down) throw new Error('database not readable');
      return country;
    },
  };
  return geo satisfies GeoIp & { asked: number; down: boolean };
}

describe('status replies: the visitor part', () => {
  const t = useTestApp();

  async function ask(replies: ReturnType<typeof statusReplies>, geoip: GeoIp, ip: string) {
    const merchant = await t.app.merchants.resolve({ header: undefined, host: 'localhost' });
    const bytes = await replies.reply({
      merchant,
      ip,
      pageUrl: 'localhost',
      requestHost: 'localhost',
      geoip,
    });
    return JSON.parse(bytes.toString('utf8')).value.location;
  }

  it('looks an address up once per GeoIp, and again after a failed lookup', async () => {
    const replies = statusReplies();
    const geo = countingGeoIp('DE');
    geo.down = true;
    expect(await ask(replies, geo, '203.0.113.7')).toEqual({ ip: '203.0.113.7', countryCode: null });
    geo.down = false;
    expect(await ask(replies, geo, '203.0.113.7')).toEqual({ ip: '203.0.113.7', countryCode: 'DE' });
    expect(await ask(replies, geo, '203.0.113.7')).toEqual({ ip: '203.0.113.7', countryCode: 'DE' });
    expect(geo.asked).toBe(2);
    expect(await ask(replies, geo, '198.51.100.9')).toEqual({ ip: '198.51.100.9', countryCode: 'DE' });
    // Another app's GeoIp (its own database) is asked for itself.
    const other = countingGeoIp('FR');
    expect(await ask(replies, other, '203.0.113.7')).toEqual({ ip: '203.0.113.7', countryCode: 'FR' });
  });
});
