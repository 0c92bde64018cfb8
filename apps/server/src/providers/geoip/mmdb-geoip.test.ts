import { describe, expect, it } from 'vitest';
import { fixedGeoIp } from './fixed-geoip';
import { isNonPublicAddress } from './geoip';
import { mmdbGeoIp } from './mmdb-geoip';

describe('offline GeoIP', () => {
  const geoip = mmdbGeoIp();

  it('resolves well-known public addresses to their country with the real database', async () => {
    expect(await geoip.countryOf('8.8.8.8')).toBe('US');
    expect(await geoip.countryOf('1.1.1.1')).toBe('AU');
    expect(await geoip.countryOf('2001:4860:4860::8888')).not.toBeNull();
  });

  it('answers null for loopback, private and malformed addresses', async () => {
    expect(await geoip.countryOf('127.0.0.1')).toBeNull();
    expect(await geoip.countryOf('10.1.2.3')).toBeNull();
    expect(await geoip.countryOf('not-an-ip')).toBeNull();
    expect(await geoip.countryOf('')).toBeNull();
  });

  it('tells non-public addresses from public ones, including IPv4-mapped IPv6', () => {
    for (const ip of ['127.0.0.1', '::1', '192.168.1.9', '::ffff:10.0.0.1', 'fe80::1']) {
      expect(isNonPublicAddress(ip)).toBe(true);
    }
    for (const ip of ['8.8.8.8', '::ffff:8.8.8.8', '2001:4860:4860::8888', 'garbage']) {
      expect(isNonPublicAddress(ip)).toBe(false);
    }
  });

  it('answers from a fixed table in tests', async () => {
    const fixed = fixedGeoIp({ '203.0.113.7': 'ph' });
    expect(await fixed.countryOf('203.0.113.7')).toBe('PH');
    expect(await fixed.countryOf('203.0.113.8')).toBeNull();
  });
});
