import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { fixedGeoIp } from '../../providers/geoip/fixed-geoip';
import { testConfig } from '../../../test/test-app';
import { createTestDb, type TestDb } from '../../../test/test-db';
import { isRegionRestricted } from './region-restriction';
import { cloneDemoMerchant } from './system-test-helpers';

const GEO = {
  '203.0.113.7': 'CN',
  '198.51.100.20': 'PH',
  '198.51.100.21': 'US',
};

describe('isRegionRestricted', () => {
  const rule = (ip: string, countryCode: string | null, allow: string[], deny: string[]) =>
    isRegionRestricted({ ip, countryCode, allow, deny });

  it('blocks denied countries and, under an allow list, everything else', () => {
    expect(rule('203.0.113.7', 'CN', [], ['CN'])).toBe(true);
    expect(rule('198.51.100.20', 'PH', [], ['CN'])).toBe(false);
    expect(rule('198.51.100.20', 'PH', ['PH'], [])).toBe(false);
    expect(rule('198.51.100.21', 'US', ['PH'], [])).toBe(true);
    expect(rule('198.51.100.20', 'PH', ['PH'], ['PH'])).toBe(true);
  });

  it('fails closed for an unknown public address only under an allow list', () => {
    expect(rule('198.51.100.99', null, ['PH'], [])).toBe(true);
    expect(rule('198.51.100.99', null, [], ['CN'])).toBe(false);
  });

  it('never restricts loopback or private addresses', () => {
    expect(rule('127.0.0.1', null, ['PH'], [])).toBe(false);
    expect(rule('192.168.1.5', null, ['PH'], ['CN'])).toBe(false);
  });
});

describe('region restriction over HTTP', () => {
  let db: TestDb;
  let behindProxy: FastifyInstance;
  let noTrustedProxy: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDb();
    const build = (env: Record<string, string>) =>
      buildApp({ config: testConfig(env), db: db.db, logger: false, geoip: fixedGeoIp(GEO) });
    behindProxy = await build({ TRUSTED_PROXIES: '127.0.0.1' });
    noTrustedProxy = await build({ TRUSTED_PROXIES: '10.9.9.9' });
    await cloneDemoMerchant(db.db, 'DENYCN', { regionDeny: ['CN'] });
    await cloneDemoMerchant(db.db, 'ONLYPH', { regionAllow: ['PH'] });
  }, 60_000);
  afterAll(async () => {
    await behindProxy?.close();
    await noTrustedProxy?.close();
    await db?.drop();
  });

  async function status(
    app: FastifyInstance,
    merchant: string,
    remoteAddress: string,
    forwardedFor?: string,
  ) {
    const r = await app.inject({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress,
      headers: { merchant, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    });
    expect(r.statusCode).toBe(200);
    return r.json().value as {
      regionRestriction: boolean;
      location: { ip: string; countryCode: string | null };
    };
  }

  it('takes the client address from X-Forwarded-For sent by a trusted proxy', async () => {
    const value = await status(behindProxy, 'DENYCN', '127.0.0.1', '203.0.113.7');
    expect(value.location).toEqual({ ip: '203.0.113.7', countryCode: 'CN' });
    expect(value.regionRestriction).toBe(true);
  });

  it('ignores a forged X-Forwarded-For from an untrusted address', async () => {
    // A PH visitor claims to be elsewhere; only the connection's own address counts.
    const value = await status(noTrustedProxy, 'DENYCN', '198.51.100.20', '203.0.113.7');
    expect(value.location).toEqual({ ip: '198.51.100.20', countryCode: 'PH' });
    expect(value.regionRestriction).toBe(false);
    // And a CN visitor cannot get in by claiming a PH address.
    const blocked = await status(noTrustedProxy, 'ONLYPH', '203.0.113.7', '198.51.100.20');
    expect(blocked.location.ip).toBe('203.0.113.7');
    expect(blocked.regionRestriction).toBe(true);
  });

  it('admits only the allowed countries under an allow list', async () => {
    expect((await status(noTrustedProxy, 'ONLYPH', '198.51.100.20')).regionRestriction).toBe(false);
    expect((await status(noTrustedProxy, 'ONLYPH', '198.51.100.21')).regionRestriction).toBe(true);
    expect((await status(noTrustedProxy, 'ONLYPH', '198.51.100.99')).regionRestriction).toBe(true);
    expect((await status(noTrustedProxy, 'ONLYPH', '127.0.0.1')).regionRestriction).toBe(false);
  });

  it('leaves a merchant without country rules open to everyone', async () => {
    const value = await status(noTrustedProxy, 'DEMO', '203.0.113.7');
    expect(value).toMatchObject({ regionRestriction: false, location: { countryCode: 'CN' } });
  });
});
