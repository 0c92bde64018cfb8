import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { call } from '../cashier/cashier-test-support';
import { createTestMember, type TestMember } from '../ledger/test-support';
import { createOperator } from '../operators/operator-session';
import { agent, settledRound } from './contract-test-support';

/** The member calls and the operator API over HTTP, on a real database and test clock. */
let clockMs = Date.parse('2026-03-02T10:00:30Z');

describe('contracts API', () => {
  const t = useTestApp({ now: () => clockMs });
  let boss = '';
  let merchantId: bigint;
  let top: TestMember;
  let down: TestMember;
  let stranger: TestMember;

  const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { merchant: 'DEMO', authorization: boss },
      ...(payload ? { payload } : {}),
    });
  const rt = (m: TestMember, payload: object) =>
    call(t.app, m).post('/wps/relay/MCSFE_processRealTimeSalaryContract', payload);

  beforeAll(async () => {
    merchantId = (await t.db.query<{ id: bigint }>(`SELECT id FROM merchants WHERE code = 'DEMO'`))
      .rows[0]!.id;
    await createOperator({
      db: t.db,
      merchantId,
      username: 'ctrboss',
      password: 'Operator123',
      role: 'supervisor',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/ops/session/login',
      headers: { merchant: 'DEMO' },
      payload: { username: 'ctrboss', password: 'Operator123' },
    });
    boss = login.json().value.token;
    top = await agent(t.db);
    down = await agent(t.db, top.memberId);
    stranger = await agent(t.db);
  });

  it('lets the operator enable kinds, set the maximum ratio and fee, and audits it', async () => {
    const off = await rt(top, { action: 'query' });
    expect(off.json().value.contracts).toEqual([]);
    const saved = await ops('PUT', '/ops/contracts/settings', {
      enabled: { dividend: true, dailySalary: false, hourlySalary: false, realtimeSalary: true },
      maxRatio: '2.5',
      platformFee: '1',
      maxTiers: 5,
      activeMinBet: '10',
      proposalTtlHours: 24,
      carryRule: 'accumulate',
    });
    expect(saved.json()).toMatchObject({
      success: true,
      value: { maxRatio: '2.50', activeMinBet: '10.00' },
    });
    const audit = await t.db.query(`SELECT 1 FROM audit_log WHERE action = 'contract_settings'`);
    expect(audit.rowCount).toBe(1);
    const cons = await call(t.app, top).get('/wps/member/info/funds/consolidated');
    expect(cons.json().value).toMatchObject({
      enableSalary: true,
      enableContract: true,
      enabledKinds: { dailySalary: false },
    });
  });

  it('offers, signs and lists contracts; refuses bad input with a clear error', async () => {
    const above = await ops('POST', '/ops/contracts', {
      downlineUsername: top.username,
      kind: 'realtime_salary',
      tiers: [{ ratio: '3' }],
    });
    expect(above.json()).toMatchObject({
      success: false,
      errorCode: 'contract.ratio_above_upline',
    });
    const offered = await ops('POST', '/ops/contracts', {
      downlineUsername: top.username,
      kind: 'realtime_salary',
      tiers: [{ ratio: '1' }, { ratio: '2', minTurnover: '100' }],
    });
    expect(offered.json().value).toMatchObject({ status: 'proposed', topRatio: '2.00' });
    const offers = await call(t.app, top).get('/wps/member/info/funds/consolidated');
    expect(offers.json().value.realtimesalreqtype).toHaveLength(1);
    const id = offered.json().value.contractId;
    // Only the downline itself can answer; a stranger's contract is "not found".
    expect((await rt(stranger, { contractId: id, status: 'A' })).json()).toMatchObject({
      success: false,
      errorCode: 'contract.not_found',
    });
    const signed = await rt(top, { contractId: id, status: 'A' });
    expect(signed.json().value.contract).toMatchObject({ status: 'active', role: 'downline' });

    const bad = [
      [
        { downlineUsername: down.username, tiers: [{ ratio: '2.5' }] },
        'contract.ratio_above_upline',
      ],
      [
        { downlineUsername: down.username, tiers: [{ ratio: '1' }, { ratio: '0.5' }] },
        'contract.tiers_invalid',
      ],
      [
        { downlineUsername: stranger.username, tiers: [{ ratio: '1' }] },
        'contract.not_direct_downline',
      ],
    ] as const;
    for (const [body, code] of bad) {
      const r = await rt(top, { action: 'propose', ...body });
      expect(r.json()).toMatchObject({ success: false, errorCode: code });
    }
    const negative = await rt(top, {
      action: 'propose',
      downlineUsername: down.username,
      tiers: [{ ratio: '-1' }],
    });
    expect(negative.json().success).toBe(false);
    const proposed = await rt(top, {
      action: 'propose',
      downlineUsername: down.username,
      tiers: [{ ratio: '1.5' }],
    });
    expect(proposed.json().value.contract).toMatchObject({ status: 'proposed', role: 'upline' });
    const mine = await rt(down, { action: 'query' });
    expect(mine.json().value.contracts).toHaveLength(1);
    expect((await rt(stranger, { action: 'query' })).json().value.contracts).toEqual([]);
  });

  it('settles through the job, shows income, history, bills and payments', async () => {
    const [c] = (await rt(down, {})).json().value.contracts;
    await rt(down, { contractId: c.contractId, status: 'A' });
    const player = await createTestMember(t.db, { uplineId: down.memberId });
    await settledRound(t.db, {
      merchantId,
      memberId: player.memberId,
      stakeMinor: 40_000n,
      at: new Date(clockMs + 60_000),
    });
    clockMs += 5 * 60_000;
    await t.app.scheduler.runNow('contracts.realtime-salary', new Date(clockMs));
    const history = await call(t.app, down).get(
      `/wps/relay/MCSFE_getContractHistory?contractId=${c.contractId}`,
    );
    expect(history.json().value.bills).toMatchObject([
      { amount: '6.00', paid: '6.00', status: 'paid' },
    ]);
    expect(history.json().value.versions.map((v: { action: string }) => v.action)).toEqual([
      'propose',
      'sign',
    ]);
    const income = await call(t.app, down).get(
      `/wps/relay/MCSFE_getContractIncome?from=${clockMs - 86_400_000}&to=${clockMs + 86_400_000}`,
    );
    expect(income.json().value).toMatchObject({ totalPaid: '6.00', total: 1 });
    const outsider = await call(t.app, stranger).get(
      `/wps/relay/MCSFE_getContractHistory?contractId=${c.contractId}`,
    );
    expect(outsider.json()).toMatchObject({ success: false, errorCode: 'contract.not_found' });
    const bills = await ops('GET', '/ops/contract-bills');
    expect(bills.json().value.total).toBe(2);
    const payments = await ops('GET', '/ops/contract-payments');
    expect(payments.json().value.payments).toHaveLength(2);
    const all = await ops('GET', '/ops/contracts?kind=realtime_salary');
    expect(all.json().value.contracts).toHaveLength(2);
  });

  it('refuses the operator API without an operator session', async () => {
    const r = await call(t.app, top).get('/ops/contracts');
    expect(r.json().success).toBe(false);
  });
});
