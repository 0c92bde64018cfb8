import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@wl/contract/operators/roles';
import { flattenWhitelabel } from '@wl/contract/system/whitelabel';
import { useTestApp } from '../../../test/test-app';
import { operatorsOfEveryRole, opsCall } from '../operators/ops-test-support';

const emailRule = {
  enabled: true,
  required: true,
  minLength: 8,
  maxLength: 60,
  patternId: 3,
  acceptedPattern: '^[^\\s@]+@example\\.com$',
};

describe('back office settings: registration rules, switches, maintenance, region, languages', () => {
  const t = useTestApp();
  let tokens: Record<OperatorRole, string>;

  beforeAll(async () => {
    tokens = await operatorsOfEveryRole(t.app, t.db);
  });

  const player = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { merchant: 'DEMO' } })).json().value;
  const merchantRow = async () =>
    (
      await t.db.query(`SELECT settings, whitelabel, register_config, status_config FROM merchants
                        WHERE code = 'DEMO'`)
    ).rows[0];
  const put = (path: string, body: object, role: OperatorRole = 'admin') =>
    opsCall(t.app, tokens[role], 'PUT', `/ops/settings/${path}`, body);

  it('changes a registration field rule; the registration settings follow at once', async () => {
    const r = await put('register-fields/email', emailRule);
    expect(r.json().success).toBe(true);
    expect((await player('/wps/system/setting/register')).email).toMatchObject(emailRule);
    const audit = await t.db.query(
      `SELECT before, after FROM audit_log WHERE action = 'register_field_saved'`,
    );
    expect(audit.rows[0]!.before).toMatchObject({ required: false, minLength: 5 });
    expect(audit.rows[0]!.after).toMatchObject({ field: 'email', required: true, minLength: 8 });
    const all = await opsCall(t.app, tokens.supervisor, 'GET', '/ops/settings');
    expect(all.json().value.registerFields).toContainEqual({ field: 'email', ...emailRule });
  });

  it('refuses bad rules, unknown switches and other bad input, changing nothing', async () => {
    const before = await merchantRow();
    const cases: [string, object][] = [
      ['register-fields/email', { ...emailRule, minLength: 70 }],
      ['register-fields/email', { ...emailRule, acceptedPattern: '([a-z' }],
      ['register-fields/email', { ...emailRule, enabled: false, required: true }],
      ['register-fields/shoeSize', emailRule],
      ['register-fields/email', { enabled: 'yes' }],
      ['switches', { switches: { FREEPLAY3: false, NOSUCHMODULE3: true } }],
      ['switches', { switches: {} }],
      ['maintenance', { on: true, end: null }],
      ['region', { allow: ['PH'], deny: ['PH'] }],
      ['region', { allow: ['ph'], deny: [] }],
      ['languages', { defaultLanguage: 'JP', supportedLanguages: ['EN', 'TW'] }],
      ['languages', { defaultLanguage: 'EN', supportedLanguages: ['EN', 'EN'] }],
    ];
    for (const [path, body] of cases) {
      const r = await put(path, body);
      expect([path, r.statusCode, r.json().success]).toEqual([path, 400, false]);
    }
    expect(await merchantRow()).toEqual(before);
  });

  it('switches features of the module tree, sets languages, region and maintenance', async () => {
    const sw = await put('switches', { switches: { FREEPLAY3: false, LOGINREQUIRED3: true } });
    expect(sw.json().value).toEqual({ FREEPLAY3: '0', LOGINREQUIRED3: '1' });
    const flags = flattenWhitelabel(await player('/wps/system/whitelabel'));
    expect(flags).toMatchObject({ FREEPLAY3: false, LOGINREQUIRED3: true, REG3: true });

    const lang = await put('languages', {
      defaultLanguage: 'EN',
      supportedLanguages: ['EN', 'TW', 'VI'],
    });
    expect(lang.json().success).toBe(true);
    const region = await put('region', { allow: [], deny: ['US'] });
    expect(region.json().success).toBe(true);
    const end = Date.UTC(2030, 0, 1);
    const m = await put('maintenance', { on: true, end });
    expect(m.json().success).toBe(true);
    const status = await player('/wps/system/status');
    expect(status).toMatchObject({ maintenance: true });
    const settings = (await opsCall(t.app, tokens.read_only, 'GET', '/ops/settings')).json().value;
    expect(settings).toMatchObject({
      maintenance: { on: true, end },
      region: { allow: [], deny: ['US'] },
      languages: { defaultLanguage: 'EN', supportedLanguages: ['EN', 'TW', 'VI'] },
    });
    const actions = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE subject_type = 'merchant_settings' ORDER BY id`,
    );
    expect(actions.rows.map((a) => a.action)).toEqual([
      'register_field_saved',
      'switches_saved',
      'languages_saved',
      'region_saved',
      'maintenance_saved',
    ]);
  });

  it("answers the announcements in the merchant's new default language at once", async () => {
    // The announcements are kept a second per merchant (ADR 0058): a languages save must show
    // on the very next call, not when the kept reply ages out.
    const marquee = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/wps/relay/MCSFE_getListAnnouncements?types=PL',
          headers: { merchant: 'DEMO', language: 'JA' },
        })
      )
        .json()
        .value.player.map((n: { title: string }) => n.title);
    await put('languages', { defaultLanguage: 'EN', supportedLanguages: ['EN', 'TW'] });
    expect(await marquee()).toContain('Welcome to Demo Casino!');
    await put('languages', { defaultLanguage: 'TW', supportedLanguages: ['TW', 'EN'] });
    const titles = await marquee();
    expect(titles).toContain('歡迎來到 Demo Casino！');
    expect(titles).not.toContain('Welcome to Demo Casino!');
  });

  it('lets only admins change settings', async () => {
    const before = await merchantRow();
    for (const role of ['supervisor', 'content', 'cashier', 'read_only'] as const) {
      const r = await put('maintenance', { on: false, end: null }, role);
      expect([role, r.statusCode]).toEqual([role, 403]);
    }
    expect(await merchantRow()).toEqual(before);
  });
});
