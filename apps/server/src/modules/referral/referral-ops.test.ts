import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { supervisorToken } from '../promotions/promotions-test-support';

describe('operator API: the invite-friends rule', () => {
  const t = useTestApp();
  let headers: Record<string, string> = {};

  beforeAll(async () => {
    headers = { merchant: 'DEMO', authorization: await supervisorToken(t.app, t.db) };
  });

  const save = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/ops/referral-rule', headers, payload });
  const read = async () =>
    (await t.app.inject({ method: 'GET', url: '/ops/referral-rule', headers })).json().value.rule;
  const rule = {
    minFirstDeposit: '100',
    minTurnover: '500.50',
    reward: 25,
    wageringMultipleBps: 30_000,
    validDays: 7,
  };

  it('starts with no rule, saves and replaces it, each change in the audit log', async () => {
    expect(await read()).toBeNull();
    expect((await save(rule)).json()).toMatchObject({
      success: true,
      value: { rule: { minTurnover: '500.50', reward: '25.00', active: true } },
    });
    await save({ ...rule, reward: '30', active: false });
    expect(await read()).toMatchObject({ reward: '30.00', active: false, validDays: 7 });
    const audit = await t.db.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM audit_log WHERE action = 'rewards.referral_rule.save' ORDER BY id`,
    );
    expect(audit.rows).toHaveLength(2);
    expect(audit.rows[0]!.before).toBeNull();
    expect(audit.rows[1]!.before).toMatchObject({ reward: '25.00', active: true });
  });

  it('refuses a bad rule with a clear error and changes nothing', async () => {
    const before = await read();
    for (const bad of [
      { ...rule, reward: '0' },
      { ...rule, minTurnover: '-1' },
      { ...rule, minFirstDeposit: 'ten' },
      { ...rule, validDays: 0 },
      { ...rule, wageringMultipleBps: 1.5 },
      { ...rule, reward: undefined },
    ]) {
      const r = await save(bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(r.json().success).toBe(false);
    }
    expect(await read()).toEqual(before);
  });

  it('refuses without an operator session', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/ops/referral-rule',
      headers: { merchant: 'DEMO' },
      payload: rule,
    });
    expect(r.statusCode).toBe(401);
    expect(r.json().success).toBe(false);
  });
});
