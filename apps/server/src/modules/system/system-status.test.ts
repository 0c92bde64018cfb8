import { describe, expect, it } from 'vitest';
import { decodeCustomerServiceLink } from '@wl/contract/system/customer-service-link';
import { getStatusResponse, systemStatusCode } from '@wl/contract/system/get-status';
import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { serializeEnvelope } from '../../http/json-reply';
import { useTestApp } from '../../../test/test-app';
import { getSystemStatus } from './get-system-status';
import { STATUS_CACHE_MS } from './status-replies';
import { cloneDemoMerchant } from './system-test-helpers';

describe('GET /wps/system/status', () => {
  const t = useTestApp();

  async function status(headers: Record<string, string> = {}, query = '') {
    const r = await t.app.inject({ method: 'GET', url: `/wps/system/status${query}`, headers });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.success).toBe(true);
    return getStatusResponse.parse(body.value);
  }

  it('reports the demo site open, with the site settings of the spec', async () => {
    const value = await status({}, '?url=http%3A%2F%2Flocalhost%3A3000%2F');
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
    expect(systemStatusCode(value)).toBe(0);
    expect(value.location).toEqual({ ip: '127.0.0.1', countryCode: null });
    expect(value.info.settings).toEqual({
      platform: 'web',
      merchantCode: 'DEMO',
      lotteryType: 'SEA',
      device: 'WEB',
      defaultLanguage: 'TW',
      supportedLanguages: ['TW', 'EN'],
      prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
      announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
      defaultExecution: 'B',
      cockfightVendors: expect.any(Array),
      esportsVendors: [],
      currency: 'PHP',
      currencySymbol: '₱',
      siteName: 'Demo Casino',
    });
    expect(value.info.settings.cockfightVendors).toHaveLength(3);
    expect(value.info.analytics).toEqual({ gtagId: null });
    expect(value.info.mainDomain).toBe('localhost');
    expect(value.info.register.username?.patternId).toBe(1);
    expect(value.info.whitelabel.length).toBeGreaterThan(3);
    expect(value.info.resources.map((r) => r.resourceType)).toEqual(
      expect.arrayContaining(['TELEGRAM', 'WHATSAPP', 'Android']),
    );
    expect(value.info.domainRoute.length).toBeGreaterThan(0);
  });

  it('goes gzip-compressed to a client that accepts it, from the second reply of a settings second', async () => {
    const url = '/wps/system/status?url=http%3A%2F%2Flocalhost%3A3000%2F';
    const ask = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const valueOf = (text: string) => {
      const value = getStatusResponse.parse(JSON.parse(text).value);
      // The customer-service links are sealed afresh each second; the rest must be the same.
      return { ...value, info: { ...value.info, customerService: [] } };
    };
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    // The first compressed ask of a second's settings goes plain; the next ones compressed.
    let compressed = await ask('gzip, deflate, br, zstd');
    for (let i = 0; i < 5 && compressed.headers['content-encoding'] !== 'gzip'; i++) {
      compressed = await ask('gzip, deflate, br, zstd');
    }
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(valueOf(gunzipSync(compressed.rawPayload).toString())).toEqual(valueOf(plain.body));
    // A client that refuses gzip never gets it.
    for (let i = 0; i < 3; i++) {
      const refused = await ask('gzip;q=0, br');
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(valueOf(refused.body)).toEqual(valueOf(plain.body));
    }
  });

  it('serves customer-service links that decrypt to the configured URL with a fresh key each second', async () => {
    const first = await status();
    // The reply is kept serialised for a second (ADR 0044): the next one seals the links anew.
    await sleep(STATUS_CACHE_MS + 50);
    const second = await status();
    const live = first.info.customerService.find((c) => c.csType === 'LIVECHAT');
    expect(live).toBeDefined();
    expect(live?.path).not.toContain('helpmc');
    expect(await decodeCustomerServiceLink(live?.path ?? '')).toBe('/helpmc?cs=livechat');
    const again = second.info.customerService.find((c) => c.csType === 'LIVECHAT');
    expect(again?.path.slice(-8)).not.toBe(live?.path.slice(-8));
    // The VIP line is for members above rank 4, never for a visitor's status call.
    expect(first.info.customerService.map((c) => c.csType)).not.toContain('VIP');
  });

  it('reports maintenance and region restriction together, maintenance winning', async () => {
    await cloneDemoMerchant(t.db, 'MAINT', {
      maintenance: true,
      maintenanceEnd: 1_900_000_000_000,
      regionAllow: ['PH'],
    });
    // 8.8.8.8 through the trusted loopback proxy: a US address under a PH-only allow list.
    const value = await status({ merchant: 'MAINT', 'x-forwarded-for': '8.8.8.8' });
    expect(value.maintenance).toBe(true);
    expect(value.maintenanceEnd).toBe(1_900_000_000_000);
    expect(value.regionRestriction).toBe(true);
    expect(value.location).toEqual({ ip: '8.8.8.8', countryCode: 'US' });
    expect(systemStatusCode(value)).toBe(1);
  });

  it('keeps working when the stored configuration has broken fields', async () => {
    await cloneDemoMerchant(t.db, 'BROKEN', {
      maintenance: 'yes',
      regionDeny: 'CN',
      customerService: [{ csType: 3 }],
      domainRoutes: null,
    });
    await t.db.query(
      `UPDATE merchants SET register_config = register_config || '{"email":{"enabled":"x"}}',
         whitelabel = whitelabel || '[{"modId":5}]' WHERE code = 'BROKEN'`,
    );
    const value = await status({ merchant: 'BROKEN' });
    const demo = await status();
    expect(value.info.register).not.toHaveProperty('email');
    expect(value.info.register.username).toEqual(demo.info.register.username);
    expect(value.info.whitelabel).toEqual(demo.info.whitelabel);
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
    expect(value.info.customerService).toEqual([]);
    expect(value.info.domainRoute).toEqual([]);
  });

  it("keeps the merchant part for a second and writes each visitor's own location", async () => {
    const from = async (remoteAddress: string) => {
      const r = await t.app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress });
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
      return getStatusResponse.parse(r.json().value);
    };
    const a = await from('203.0.113.7');
    const b = await from('198.51.100.9');
    expect(a.location.ip).toBe('203.0.113.7');
    expect(b.location.ip).toBe('198.51.100.9');
    expect(b.info).toEqual(a.info); // the same serialised merchant part, links included
  });

  it('writes exactly what the route schema serialises', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/wps/system/status?url=localhost' });
    const merchant = await t.app.merchants.resolve({ header: undefined, host: 'localhost' });
    const plain = await getSystemStatus({
      merchant,
      ip: '127.0.0.1',
      pageUrl: 'localhost',
      requestHost: 'localhost:80',
      geoip: { countryOf: async () => null },
    });
    const cached = r.json();
    // The sealed links differ by their fresh keys only: compare what they open.
    const opened = async (links: { path: string }[]) =>
      Promise.all(
        links.map(async (l) => ({ ...l, path: await decodeCustomerServiceLink(l.path) })),
      );
    cached.value.info.customerService = await opened(cached.value.info.customerService);
    const expected = JSON.parse(serializeEnvelope(getStatusResponse)(plain));
    expected.value.info.customerService = await opened(expected.value.info.customerService);
    expect(cached).toEqual(expected);
    expect(Object.keys(cached.value)).toEqual(Object.keys(expected.value));
  });

  it('answers the newer /wps/v2 path the same way', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/wps/v2/system/status' });
    expect(r.statusCode).toBe(200);
    expect(r.json().value.info.settings.merchantCode).toBe('DEMO');
  });

  it('refuses an over-long url parameter with 400, not 500', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/wps/system/status?url=${'a'.repeat(3000)}`,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});
