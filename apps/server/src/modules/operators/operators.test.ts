import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { call, mainBalanceMinor, memberWithMoney } from '../cashier/cashier-test-support';
import { requestWithdrawal } from '../cashier/request-withdrawal';
import { findMerchantByCode } from '../merchants/merchant-store';
import { createOperator } from './operator-session';

describe('operator API: login, deposit and withdrawal review, adjustments', () => {
  const t = useTestApp();
  const tokens: Record<string, string> = {};
  let merchantId: bigint;

  const ops = (who: string) => ({
    get: (url: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { merchant: 'DEMO', authorization: tokens[who] ?? '' },
      }),
    post: (url: string, payload: object = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { merchant: 'DEMO', authorization: tokens[who] ?? '' },
        payload,
      }),
  });
  const audits = async (action: string, subjectId: string) =>
    (
      await t.db.query<{ before: unknown; after: unknown; actor_type: string }>(
        'SELECT before, after, actor_type FROM audit_log WHERE action = $1 AND subject_id = $2',
        [action, subjectId],
      )
    ).rows;

  beforeAll(async () => {
    merchantId = (await t.db.query<{ id: bigint }>(`SELECT id FROM merchants WHERE code = 'DEMO'`))
      .rows[0]!.id;
    for (const [username, role] of [
      ['cashier1', 'cashier'],
      ['boss1', 'supervisor'],
      ['boss2', 'supervisor'],
    ] as const) {
      await createOperator({ db: t.db, merchantId, username, password: 'Operator123', role });
      const r = await t.app.inject({
        method: 'POST',
        url: '/ops/session/login',
        headers: { merchant: 'DEMO' },
        payload: { username, password: 'Operator123' },
      });
      tokens[username] = r.json().value.token;
    }
  });

  it('logs operators in and out, and refuses bad credentials and missing sessions', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/ops/session/login',
      headers: { merchant: 'DEMO' },
      payload: { username: 'cashier1', password: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('operator_login_failed');
    expect(await audits('operator_login_failed', 'cashier1')).toHaveLength(1);
    expect((await ops('cashier1').get('/ops/session/me')).json().value).toMatchObject({
      username: 'cashier1',
      role: 'cashier',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/ops/deposits', headers: { merchant: 'DEMO' } }))
        .statusCode,
    ).toBe(401);
    const temp = await t.app.inject({
      method: 'POST',
      url: '/ops/session/login',
      headers: { merchant: 'DEMO' },
      payload: { username: 'boss2', password: 'Operator123' },
    });
    tokens.temp = temp.json().value.token;
    expect((await ops('temp').post('/ops/session/logout')).statusCode).toBe(200);
    expect((await ops('temp').get('/ops/session/me')).statusCode).toBe(401);
    // A member's session is not an operator's.
    const member = await memberWithMoney(t.db);
    tokens.member = member.token;
    expect((await ops('member').get('/ops/deposits')).statusCode).toBe(401);
  });

  it('confirms a bank-transfer deposit once and audits it; rejects another with a reason', async () => {
    const m = await memberWithMoney(t.db);
    const create = (amount: string) =>
      call(t.app, m).post('/wps/relay/MCSFE_manualTransferByAccountName', {
        amount,
        vendorId: 'BDO-MT',
        payeeName: 'Juan',
      });
    const first = (await create('250.00')).json().value.orderNo as string;
    const second = (await create('300.00')).json().value.orderNo as string;
    const pending = (await ops('cashier1').get('/ops/deposits?status=pending')).json().value;
    expect(pending.list.map((d: { orderNo: string }) => d.orderNo)).toEqual(
      expect.arrayContaining([first, second]),
    );
    // The member page lists one member's orders through the same call.
    const mine = (await ops('cashier1').get(`/ops/deposits?memberId=${m.memberId}`)).json().value;
    expect(mine.list.map((d: { orderNo: string }) => d.orderNo).sort()).toEqual(
      [first, second].sort(),
    );
    expect((await ops('cashier1').get('/ops/deposits?memberId=999999999')).json().value.total).toBe(
      0,
    );
    const ok = await ops('cashier1').post(`/ops/deposits/${first}/confirm`);
    expect(ok.json().value).toMatchObject({ status: 'credited', amount: '250.00' });
    expect(await mainBalanceMinor(t.db, m.memberId)).toBe(250_00n);
    expect((await ops('cashier1').post(`/ops/deposits/${first}/confirm`)).json().errorCode).toBe(
      'deposit_not_pending',
    );
    expect(await mainBalanceMinor(t.db, m.memberId)).toBe(250_00n);
    const [audit] = await audits('deposit_credited', first);
    expect(audit).toMatchObject({
      actor_type: 'operator',
      before: { status: 'pending' },
      after: { status: 'credited' },
    });
    expect((await ops('cashier1').post(`/ops/deposits/${second}/reject`, {})).statusCode).toBe(400);
    expect(
      (
        await ops('cashier1').post(`/ops/deposits/${second}/reject`, { reason: 'no such transfer' })
      ).json().value.status,
    ).toBe('rejected');
    expect((await ops('cashier1').post(`/ops/deposits/${second}/confirm`)).statusCode).toBe(409);
    expect((await ops('cashier1').post('/ops/deposits/not-an-order/confirm')).statusCode).toBe(400);
  });

  it('approves and rejects withdrawals: posting or releasing the hold, once', async () => {
    const m = await memberWithMoney(t.db, { amountMinor: 1_000_00n });
    await t.db.query(
      'UPDATE cashier_settings SET turnover_multiple_bps = 0 WHERE merchant_id = $1',
      [merchantId],
    );
    const card = await t.db.query<{ id: bigint }>(
      `INSERT INTO payout_accounts (merchant_id, member_id, card_type, bank_code, account_name, account_number)
       VALUES ($1, $2, 'BC', 'BDO', 'Juan', '1234567890') RETURNING id`,
      [merchantId, m.memberId],
    );
    const merchant = await findMerchantByCode(t.db, 'DEMO');
    const ask = (amount: string) =>
      requestWithdrawal({
        db: t.db,
        merchant: merchant!,
        memberId: m.memberId,
        payoutAccountId: card.rows[0]!.id,
        amount,
        password: '246810',
        nowMs: Date.now(),
        ip: null,
      });
    const a = (await ask('400')).withdrawal.orderNo;
    const b = (await ask('100')).withdrawal.orderNo;
    const approved = (await ops('cashier1').post(`/ops/withdrawals/${a}/approve`)).json().value;
    expect(approved).toMatchObject({
      status: 'approved',
      confirmationStatus: 'awaiting',
      remainder: '400.00',
    });
    expect(await mainBalanceMinor(t.db, m.memberId)).toBe(600_00n);
    expect(
      (await ops('cashier1').post(`/ops/withdrawals/${a}/reject`, { reason: 'too late' })).json()
        .errorCode,
    ).toBe('withdrawal_not_pending');
    expect(
      (
        await ops('cashier1').post(`/ops/withdrawals/${b}/reject`, { reason: 'name mismatch' })
      ).json().value.status,
    ).toBe('rejected');
    const balance = (await call(t.app, m).get('/wps/v2/wallets/balance')).json().value;
    expect(balance.balance[0]).toMatchObject({
      balance: '600.00',
      availBalance: '600.00',
      heldBalance: '0.00',
    });
    const [audit] = await audits('withdrawal_approved', a);
    expect(audit).toMatchObject({ before: { status: 'pending' }, after: { status: 'approved' } });
    const list = (await ops('cashier1').get('/ops/withdrawals?confirmation=awaiting')).json().value;
    expect(list.list.map((w: { orderNo: string }) => w.orderNo)).toContain(a);
    const mine = (await ops('cashier1').get(`/ops/withdrawals?memberId=${m.memberId}`)).json()
      .value;
    expect(mine.list.map((w: { orderNo: string }) => w.orderNo).sort()).toEqual([a, b].sort());
    expect((await ops('cashier1').get('/ops/withdrawals?memberId=0')).statusCode).toBe(400);
  });

  it('applies small adjustments at once and makes large ones wait for a second supervisor', async () => {
    const m = await memberWithMoney(t.db, { amountMinor: 100_00n });
    const small = await ops('cashier1').post('/ops/adjustments', {
      memberId: Number(m.memberId),
      amount: '25.50',
      reason: 'goodwill credit',
      idempotencyKey: 'adj-small-0001',
    });
    expect(small.json().value).toMatchObject({ status: 'applied', amount: '25.50' });
    const replay = await ops('cashier1').post('/ops/adjustments', {
      memberId: Number(m.memberId),
      amount: '25.50',
      reason: 'goodwill credit',
      idempotencyKey: 'adj-small-0001',
    });
    expect(replay.json().value.id).toBe(small.json().value.id);
    expect(await mainBalanceMinor(t.db, m.memberId)).toBe(125_50n);
    const overdraw = await ops('cashier1').post('/ops/adjustments', {
      memberId: Number(m.memberId),
      amount: '-500',
      reason: 'claw back',
      idempotencyKey: 'adj-over-0001',
    });
    expect(overdraw.json().errorCode).toBe('insufficient_funds');
    const large = (
      await ops('boss1').post('/ops/adjustments', {
        memberId: Number(m.memberId),
        amount: '20000',
        reason: 'jackpot correction',
        idempotencyKey: 'adj-large-0001',
      })
    ).json().value;
    expect(large.status).toBe('pending_approval');
    expect(await mainBalanceMinor(t.db, m.memberId)).toBe(125_50n);
    expect(
      (await ops('cashier1').post(`/ops/adjustments/${large.id}/approve`)).json().errorCode,
    ).toBe('operator_role_forbidden');
    expect((await ops('boss1').post(`/ops/adjustments/${large.id}/approve`)).json().errorCode).toBe(
      'adjustment_same_operator',
    );
    expect(
      (await ops('boss2').post(`/ops/adjustments/${large.id}/approve`)).json().value,
    ).toMatchObject({ status: 'applied' });
    expect((await ops('boss2').post(`/ops/adjustments/${large.id}/approve`)).json().errorCode).toBe(
      'adjustment_not_pending',
    );
    expect(await mainBalanceMinor(t.db, m.memberId)).toBe(20_125_50n);
    const [audit] = await audits('adjustment_applied', String(m.memberId)).then((rows) =>
      rows.slice(-1),
    );
    expect(audit).toMatchObject({
      before: { balanceMinor: '12550' },
      after: { balanceMinor: '2012550' },
    });
    for (const bad of [
      { memberId: 1, amount: '0', reason: 'zero', idempotencyKey: 'adj-bad-00001' },
      { memberId: 99999999, amount: '1', reason: 'nobody', idempotencyKey: 'adj-bad-00002' },
      { memberId: 1, amount: '1.001', reason: 'x', idempotencyKey: 'k' },
    ]) {
      const r = await ops('cashier1').post('/ops/adjustments', bad);
      expect(r.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
  });

  it('lists any member transfers, holds included, with balances', async () => {
    const m = await memberWithMoney(t.db, { amountMinor: 10_00n });
    const r = (await ops('cashier1').get(`/ops/members/${m.memberId}/transfers`)).json().value;
    expect(r).toMatchObject({
      username: m.username,
      total: 1,
      accounts: [{ kind: 'main', balance: '10.00' }],
      list: [{ code: 'DEPOSIT', kind: 'posted', amount: '10.00' }],
    });
    expect((await ops('cashier1').get('/ops/members/99999999/transfers')).json().errorCode).toBe(
      'member_not_found',
    );
  });
});
