import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import type { Db } from '../../db/db';
import { findMerchantByCode } from '../merchants/merchant-store';
import type { Merchant } from '../merchants/merchant';
import { createOperator } from '../operators/operator-session';
import { autoConfirmWithdrawals } from './auto-confirm-withdrawals';
import { call, memberWithMoney, PAYMENT_PASSWORD } from './cashier-test-support';
import { decideWithdrawal } from './decide-withdrawal';
import { requestWithdrawal } from './request-withdrawal';

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]).toString(
  'base64',
);

describe('withdrawal receipt confirmation', () => {
  const t = useTestApp();
  let merchant: Merchant;
  let operatorId: bigint;

  beforeAll(async () => {
    merchant = (await findMerchantByCode(t.db, 'DEMO'))!;
    operatorId = await createOperator({
      db: t.db,
      merchantId: merchant.id,
      username: 'payer1',
      password: 'Operator123',
      role: 'cashier',
    });
    await t.db.query(
      'UPDATE cashier_settings SET turnover_multiple_bps = 0, withdraw_daily_max_count = 50, auto_confirm_minutes = 30 WHERE merchant_id = $1',
      [merchant.id],
    );
  });

  /** A member with a paid (approved) withdrawal of `amount`, due for confirmation at approval + 30 min. */
  async function paidWithdrawal(amount = '200.00', db: Db = t.db, nowMs = Date.now()) {
    const m = await memberWithMoney(db, { amountMinor: 1_000_00n });
    const card = await db.query<{ id: bigint }>(
      `INSERT INTO payout_accounts (merchant_id, member_id, card_type, bank_code, account_name, account_number)
       VALUES ($1, $2, 'EW', 'GCASH', 'Ana', '09170000000') RETURNING id`,
      [merchant.id, m.memberId],
    );
    const { withdrawal } = await requestWithdrawal({
      db,
      merchant,
      memberId: m.memberId,
      payoutAccountId: card.rows[0]!.id,
      amount,
      password: PAYMENT_PASSWORD,
      nowMs,
      ip: null,
    });
    await decideWithdrawal({
      db,
      merchantId: merchant.id,
      orderNo: withdrawal.orderNo,
      decision: 'approve',
      operatorId,
      nowMs,
      ip: null,
    });
    return { m, orderNo: withdrawal.orderNo };
  }
  const answer = (m: { headers: Record<string, string> }, body: object) =>
    call(t.app, m).post('/wps/relay/MCSFE_processC2CTransaction', body);

  it('lists the paid withdrawal and records a partial then a full receipt', async () => {
    const { m, orderNo } = await paidWithdrawal('200.00');
    const list = (
      await call(t.app, m).get('/wps/relay/MCSFE_getPaymentConfirmationList?open=Y')
    ).json().value;
    expect(list).toEqual([
      expect.objectContaining({ orderNo, confirmationStatus: 'awaiting', remainder: '200.00' }),
    ]);
    const part = await answer(m, { orderNo, action: 'received', receivedAmount: '150.00' });
    expect(part.json().value).toMatchObject({
      confirmationStatus: 'received',
      receivedAmount: '150.00',
      remainder: '50.00',
    });
    expect(
      (await answer(m, { orderNo, action: 'received', receivedAmount: '100.00' })).statusCode,
    ).toBe(400);
    expect(
      (await answer(m, { orderNo, action: 'received', receivedAmount: '200.01' })).statusCode,
    ).toBe(400);
    const full = await answer(m, { orderNo, action: 'received', receivedAmount: '200' });
    expect(full.json().value).toMatchObject({
      confirmationStatus: 'fully_received',
      remainder: '0.00',
    });
    expect((await answer(m, { orderNo, action: 'fully_received' })).json().errorCode).toBe(
      'confirmation_not_open',
    );
  });

  it('asks "not received" for 1–3 png/jpg proofs, checked by their bytes', async () => {
    const { m, orderNo } = await paidWithdrawal('120.00');
    expect((await answer(m, { orderNo, action: 'not_received' })).json().errorCode).toBe(
      'proof_required',
    );
    const gif = Buffer.from('GIF89a-not-allowed').toString('base64');
    expect(
      (
        await answer(m, { orderNo, action: 'not_received', proofs: [{ contentBase64: gif }] })
      ).json().errorCode,
    ).toBe('proof_invalid');
    const four = Array.from({ length: 4 }, () => ({ contentBase64: PNG_1X1 }));
    expect((await answer(m, { orderNo, action: 'not_received', proofs: four })).statusCode).toBe(
      400,
    );
    const big = Buffer.concat([
      Buffer.from(PNG_1X1, 'base64'),
      Buffer.alloc(5 * 1024 * 1024),
    ]).toString('base64');
    expect(
      (
        await answer(m, { orderNo, action: 'not_received', proofs: [{ contentBase64: big }] })
      ).json().errorCode,
    ).toBe('proof_invalid');
    const proofsBefore = await t.db.query('SELECT 1 FROM withdrawal_proofs');
    expect(proofsBefore.rows).toHaveLength(0);
    const ok = await answer(m, {
      orderNo,
      action: 'not_received',
      proofs: [
        { contentBase64: `data:image/png;base64,${PNG_1X1}` },
        { fileName: 'x.jpg', contentBase64: JPEG_HEAD },
      ],
    });
    expect(ok.json().value.confirmationStatus).toBe('not_received');
    const stored = await t.db.query<{ mime: string }>(
      'SELECT mime FROM withdrawal_proofs ORDER BY id',
    );
    expect(stored.rows.map((r) => r.mime)).toEqual(['image/png', 'image/jpeg']);
  });

  it('auto-confirms unanswered withdrawals after N minutes, exactly once across two runners', async () => {
    const started = Date.now();
    const paid = await Promise.all([
      paidWithdrawal('101.00'),
      paidWithdrawal('102.00'),
      paidWithdrawal('103.00'),
    ]);
    const disputed = await paidWithdrawal('104.00');
    await answer(disputed.m, {
      orderNo: disputed.orderNo,
      action: 'not_received',
      proofs: [{ contentBase64: PNG_1X1 }],
    });
    expect(await autoConfirmWithdrawals({ db: t.db, nowMs: started + 29 * 60_000 })).toBe(0);
    const second = t.testDb.reopen?.() ?? t.db;
    const late = Date.now() + 31 * 60_000;
    const [a, b] = await Promise.all([
      autoConfirmWithdrawals({ db: t.db, nowMs: late, batchSize: 2 }),
      autoConfirmWithdrawals({ db: second, nowMs: late, batchSize: 2 }),
    ]);
    const rest = await autoConfirmWithdrawals({ db: t.db, nowMs: late });
    expect(a + b + rest).toBeGreaterThanOrEqual(3);
    for (const { orderNo, m } of paid) {
      const audit = await t.db.query(
        `SELECT 1 FROM audit_log WHERE action = 'withdrawal_forced_received' AND subject_id = $1`,
        [orderNo],
      );
      expect(audit.rows, orderNo).toHaveLength(1);
      const [w] = (await call(t.app, m).get('/wps/relay/MCSFE_getPaymentConfirmationList')).json()
        .value;
      expect(w).toMatchObject({ confirmationStatus: 'forced_received', remainder: '0.00' });
    }
    const [d] = (
      await call(t.app, disputed.m).get('/wps/relay/MCSFE_getPaymentConfirmationList')
    ).json().value;
    expect(d.confirmationStatus).toBe('not_received');
  });
});
