import { describe, expect, it } from 'vitest';
import { getCountriesResponse } from '@wl/contract/system/get-countries';
import {
  REGISTER_FIELDS,
  getRegisterSettingsResponse,
} from '@wl/contract/system/register-settings';
import {
  WHITELABEL_FLAGS,
  flattenWhitelabel,
  getWhitelabelResponse,
} from '@wl/contract/system/whitelabel';
import { useTestApp } from '../../../test/test-app';

describe('system configuration calls', () => {
  const t = useTestApp();

  async function value(url: string, headers: Record<string, string> = {}) {
    const r = await t.app.inject({ method: 'GET', url, headers });
    expect(r.statusCode).toBe(200);
    expect(r.json().success).toBe(true);
    return r.json().value as unknown;
  }

  it('serves the whitelabel tree with every named switch, set as the demo needs', async () => {
    const tree = getWhitelabelResponse.parse(await value('/wps/system/whitelabel'));
    const flags = flattenWhitelabel(tree);
    for (const flag of WHITELABEL_FLAGS) expect(flags, flag).toHaveProperty(flag);
    expect(flags).toMatchObject({
      USERNAMEREG3: true,
      MOBILENUMREG3: true,
      REGMOBVERF3: false,
      FREEPLAY3: true,
      MOBILEVERCODELOGIN3: true,
      CHNGPASSVERIF3: true,
      MEMBERCENTER3: true,
      AGENTCENTER3: true,
      LOGINREQUIRED3: false,
    });
    // Grouped as a tree: the contract switches sit under the agent centre.
    const agent = tree.find((n) => n.modId === 'AGENTCENTER3');
    expect(JSON.stringify(agent)).toContain('RTSALARY3');
  });

  it('serves a rule for every registration field', async () => {
    const rules = getRegisterSettingsResponse.parse(await value('/wps/system/setting/register'));
    for (const field of REGISTER_FIELDS) expect(rules, field).toHaveProperty(field);
    expect(rules.username).toEqual({
      enabled: true,
      required: true,
      patternId: 1,
      minLength: 2,
      maxLength: 15,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    });
    expect(rules.password).toMatchObject({ patternId: 5, minLength: 6, maxLength: 20 });
    expect(rules.email).toMatchObject({ patternId: 3, required: false });
    expect(rules.captcha?.enabled).toBe(true);
    const password = new RegExp(rules.password?.acceptedPattern ?? '');
    expect(password.test('Demo1234')).toBe(true);
    expect(password.test('abcdefgh')).toBe(false);
  });

  it('serves the domain routes under both names', async () => {
    const a = await value('/wps/system/domainRoute');
    const b = await value('/wps/system/routers');
    expect(a).toEqual(b);
    expect((a as { domainList: unknown[] }).domainList).toContainEqual({
      domain: 'http://localhost:3000',
      speed: 1,
    });
  });

  it('lists countries with dialling codes and names in the visitor language', async () => {
    const tw = getCountriesResponse.parse(await value('/wps/system/country', { language: 'TW' }));
    const en = getCountriesResponse.parse(await value('/wps/system/country', { language: 'EN' }));
    expect(tw.length).toBeGreaterThan(200);
    expect(tw.find((c) => c.countryCode === 'PH')).toEqual({
      countryCode: 'PH',
      countryDialingCode: '63',
      name: '菲律賓',
      flagUrl: '/static/COUNTRY_FLAG/PH.svg',
    });
    expect(en.find((c) => c.countryCode === 'TW')?.countryDialingCode).toBe('886');
    expect(en.find((c) => c.countryCode === 'PH')?.name).toBe('Philippines');
    const names = en.map((c) => c.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'en')));
  });

  it('serves every listed flag as a same-origin SVG', async () => {
    const countries = getCountriesResponse.parse(await value('/wps/system/country'));
    for (const c of countries) {
      const r = await t.app.inject({ method: 'GET', url: c.flagUrl });
      expect(r.statusCode, c.countryCode).toBe(200);
      expect(r.headers['content-type']).toBe('image/svg+xml');
      expect(r.body).toContain('<svg');
    }
    const first = await t.app.inject({ method: 'GET', url: '/static/COUNTRY_FLAG/PH.svg' });
    expect(first.headers['cache-control']).toContain('max-age');
  });

  it('answers unknown or malformed flag names with 404', async () => {
    for (const file of ['ZZ.svg', 'PH.png', '..%2Fpackage.json', 'PHL.svg']) {
      const r = await t.app.inject({ method: 'GET', url: `/static/COUNTRY_FLAG/${file}` });
      expect(r.statusCode, file).toBe(404);
    }
  });

  it('lists the system calls in the OpenAPI document', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(r.statusCode).toBe(200);
    const paths = Object.keys(r.json().paths as Record<string, unknown>);
    for (const path of [
      '/wps/system/status',
      '/wps/system/whitelabel',
      '/wps/system/setting/register',
      '/wps/system/domainRoute',
      '/wps/system/helpCenter',
      '/wps/system/country',
      '/wps/relay/MCSFE_getListAnnouncements',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
