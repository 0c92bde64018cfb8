import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { signSandboxCallback } from '../../providers/payment/sandbox-signature';
import { call, mainBalanceMinor, memberWithMoney } from './cashier-test-support';
import type { TestMember } from '../ledger/test-support';

describe('deposits through the sandbox gateway and bank transfer', () => {
  const t = useTestApp();
  let m: TestMember;
  let secret: string;

  beforeAll(async () => {
    m = await memberWithMoney(t.db);
    const r = await t.db.query<{ gateway_secret: string }>(
      `SELECT gateway_secret FROM payment_channels WHERE vendor_id = 'SANDBOX-PG'`,
    );
    secret = r.rows[0]!.gateway_secret;
  });

  const open = async (amount: string, key?: string) => {
    const r = await call(t.app, m).post('/wps/relay/MCSFE_depositByLaunchUrl', {
      amount,
      vendorId: 'SANDBOX-PG',
      ...(key ? { idempotencyKey: key } : {}),
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().value as { orderNo: string; payUrl: string; status: string };
  };
  const pay = (payUrl: string, form: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: payUrl,
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const callback = (body: object, sign = secret, at = Date.now()) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/payment-callback/sandbox',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': signSandboxCallback(sign, at, raw),
      },
    });
  };
  const depositTransfers = async (orderNo: string) =>
    Number(
      (
        await t.db.query<{ n: bigint }>(
          'SELECT count(*) AS n FROM ledger_transfers WHERE idempotency_key = $1',
          [`deposit:${orderNo}`],
        )
      ).rows[0]!.n,
    );
  const status = async (orderNo: string) =>
    (
      await t.db.query<{ status: string }>('SELECT status FROM deposits WHERE order_no = $1', [
        orderNo,
      ])
    ).rows[0]!.status;

  it('lists settings and channels with their bounds and fixed amounts', async () => {
    const settings = (await call(t.app, m).get('/wps/relay/MCSFE_getDepositSettings')).json().value;
    expect(settings).toMatchObject({ allowDeposit: 'Y' });
    const channels = (
      await call(t.app, m).get('/wps/relay/MCSFE_getDepositPaymentChannels?webSupported=Y')
    ).json().value;
    expect(Object.keys(channels).sort()).toEqual(['MT', 'PG', 'QR']);
    expect(channels.MT.channels[0]).toMatchObject({
      kind: 'bank_transfer',
      minAmount: '100.00',
      payee: { account: '0012-3456-7890' },
    });
    expect(channels.QR.channels[0].fixedAmounts).toEqual([
      '100.00',
      '200.00',
      '500.00',
      '1000.00',
      '5000.00',
    ]);
    expect(JSON.stringify(channels)).not.toContain(secret);
  });

  it('credits once when the gateway sends the paid callback three times', async () => {
    const before = await mainBalanceMinor(t.db, m.memberId);
    const d = await open('100.00');
    expect(d.status).toBe('pending');
    const page = await t.app.inject({ method: 'GET', url: d.payUrl });
    expect(page.body).toContain('100.00');
    expect((await pay(d.payUrl, { outcome: 'paid', copies: '3' })).statusCode).toBe(303);
    await t.app.sandboxGateway.settled();
    expect(await status(d.orderNo)).toBe('credited');
    expect(await depositTransfers(d.orderNo)).toBe(1);
    expect(await mainBalanceMinor(t.db, m.memberId)).toBe(before + 100_00n);
    const seen = await t.db.query<{ outcome: string }>(
      'SELECT c.outcome FROM deposit_callbacks c JOIN deposits d ON d.id = c.deposit_id WHERE d.order_no = $1 ORDER BY c.id',
      [d.orderNo],
    );
    expect(seen.rows.map((r) => r.outcome)).toEqual(['credited', 'ignored', 'ignored']);
    // Paying the same order again sends nothing: the gateway decided it once.
    await pay(d.payUrl, { outcome: 'paid' });
    await t.app.sandboxGateway.settled();
    expect(await depositTransfers(d.orderNo)).toBe(1);
  });

  it('credits a late callback when it arrives, and not before', async () => {
    const d = await open('75.50');
    await pay(d.payUrl, { outcome: 'paid', delayMs: '300' });
    expect(await status(d.orderNo)).toBe('pending');
    await t.app.sandboxGateway.settled();
    expect(await status(d.orderNo)).toBe('credited');
    expect(await depositTransfers(d.orderNo)).toBe(1);
  });

  it('ignores a stale "failed" that overtook nothing and arrives after "paid"', async () => {
    const d = await open('60.00');
    await pay(d.payUrl, { outcome: 'paid', outOfOrder: '1' });
    await t.app.sandboxGateway.settled();
    expect(await status(d.orderNo)).toBe('credited');
    expect(await depositTransfers(d.orderNo)).toBe(1);
  });

  it('credits a payment whose "paid" arrives after a "failed", exactly once', async () => {
    const d = await open('55.00');
    const body = (s: string, eventAt: number) => ({
      orderNo: d.orderNo,
      gatewayRef: 'x',
      status: s,
      amountMinor: '5500',
      currency: 'PHP',
      eventAt,
    });
    expect((await callback(body('failed', 2))).statusCode).toBe(200);
    expect(await status(d.orderNo)).toBe('failed');
    await Promise.all([
      callback(body('paid', 1)),
      callback(body('paid', 1)),
      callback(body('paid', 1)),
    ]);
    expect(await status(d.orderNo)).toBe('credited');
    expect(await depositTransfers(d.orderNo)).toBe(1);
  });

  it('refuses forged, unknown and mismatching callbacks and moves nothing', async () => {
    const d = await open('50.00');
    const before = await mainBalanceMinor(t.db, m.memberId);
    const good = {
      orderNo: d.orderNo,
      gatewayRef: 'x',
      status: 'paid',
      amountMinor: '5000',
      currency: 'PHP',
      eventAt: 1,
    };
    const forged = await callback(good, 'not-the-secret');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errorCode).toBe('payment_callback_invalid');
    expect((await callback({ ...good, amountMinor: '500000' })).statusCode).toBe(401);
    expect((await callback({ ...good, orderNo: 'D000' })).statusCode).toBe(401);
    expect((await callback(good, secret, Date.now() - 3 * 86_400_000)).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/payment-callback/sandbox',
      payload: JSON.stringify(good),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await status(d.orderNo)).toBe('pending');
    expect(await mainBalanceMinor(t.db, m.memberId)).toBe(before);
    const refused = await t.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM deposit_callbacks WHERE outcome = 'refused'`,
    );
    expect(Number(refused.rows[0]!.n)).toBeGreaterThanOrEqual(5);
  });

  it('refuses bad amounts and unknown channels with 4xx and creates nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db.query<{ n: bigint }>(
            'SELECT count(*) AS n FROM deposits WHERE member_id = $1',
            [m.memberId],
          )
        ).rows[0]!.n,
      );
    const before = await count();
    const post = (body: object) => call(t.app, m).post('/wps/relay/MCSFE_depositByLaunchUrl', body);
    for (const body of [
      { amount: '0', vendorId: 'SANDBOX-PG' },
      { amount: '10.001', vendorId: 'SANDBOX-PG' },
      { amount: '-5', vendorId: 'SANDBOX-PG' },
      { amount: '1e3', vendorId: 'SANDBOX-PG' },
      { amount: '10.00', vendorId: 'SANDBOX-PG' },
      { amount: '150.00', vendorId: 'SANDBOX-QR' },
      { amount: '100.00', vendorId: 'NOPE' },
      { amount: '100.00', vendorId: 'BDO-MT' },
      { vendorId: 'SANDBOX-PG' },
    ]) {
      const r = await post(body);
      expect(r.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    expect(await count()).toBe(before);
  });

  it('records a bank transfer for review and answers a retry with the same order', async () => {
    const body = {
      amount: '500',
      vendorId: 'BDO-MT',
      payeeName: 'Juan Dela Cruz',
      reference: 'BDO-REF-1',
      idempotencyKey: 'bank-transfer-0001',
    };
    const first = await call(t.app, m).post('/wps/relay/MCSFE_manualTransferByAccountName', body);
    expect(first.json().value).toMatchObject({
      status: 'pending',
      amount: '500.00',
      payee: { account: '0012-3456-7890' },
      payUrl: null,
    });
    const again = await call(t.app, m).post('/wps/relay/MCSFE_manualTransferByAccountName', body);
    expect(again.json().value.orderNo).toBe(first.json().value.orderNo);
    const changed = await call(t.app, m).post('/wps/relay/MCSFE_manualTransferByAccountName', {
      ...body,
      amount: '600',
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errorCode).toBe('idempotency_conflict');
    const records = (
      await call(t.app, m).get('/wps/relay/MCSFE_getDepositRecords?status=pending')
    ).json().value;
    expect(
      records.list.some((d: { orderNo: string }) => d.orderNo === first.json().value.orderNo),
    ).toBe(true);
  });

  it('blocks trial accounts from deposits with in_need_true_account', async () => {
    const trial = await memberWithMoney(t.db, { type: 4, paymentPassword: false });
    const r = await call(t.app, trial).post('/wps/relay/MCSFE_depositByLaunchUrl', {
      amount: '100',
      vendorId: 'SANDBOX-PG',
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('in_need_true_account');
  });
});
