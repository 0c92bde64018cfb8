import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { sealedInject } from '../auth/auth-test-helpers';
import { systemAccount } from '../ledger/system-account';
import { transfer } from '../ledger/transfer';
import { call, mainBalanceMinor, memberWithMoney, PAYMENT_PASSWORD } from './cashier-test-support';

type Member = Awaited<ReturnType<typeof memberWithMoney>>;

describe('payout accounts and withdrawal requests', () => {
  const t = useTestApp();
  let m: Member;
  let cardId: number;

  const sealed = (
    member: Member,
    method: 'POST' | 'PUT',
    url: string,
    body: Record<string, unknown>,
  ) => sealedInject(t.app, { method, url, body, headers: { authorization: member.token } });
  const withdraw = (member: Member, body: Record<string, unknown>) =>
    sealed(member, 'POST', '/wps/v2/transaction/withdraw', { password: PAYMENT_PASSWORD, ...body });
  const settings = (sql: string) =>
    t.db.query(
      `UPDATE cashier_settings SET ${sql} WHERE merchant_id = (SELECT id FROM merchants WHERE code = 'DEMO')`,
    );
  const held = async (memberId: bigint) =>
    (
      await t.db.query<{ p: bigint }>(
        `SELECT pending_debit_minor AS p FROM ledger_accounts WHERE member_id = $1 AND kind = 'main'`,
        [memberId],
      )
    ).rows[0]!.p;

  beforeAll(async () => {
    await settings('turnover_multiple_bps = 0');
    m = await memberWithMoney(t.db, { amountMinor: 1_000_00n });
  });

  it('adds a bank card with the payment password and lists it masked', async () => {
    const r = await sealed(m, 'PUT', '/wps/member/bankCard', {
      cardType: 'BC',
      bankCode: 'BDO',
      accountName: 'Juan Dela Cruz',
      accountNumber: '001234567890',
      password: PAYMENT_PASSWORD,
    });
    expect(r.statusCode, r.body).toBe(200);
    cardId = r.json().value.bankCardId;
    const list = (await call(t.app, m).get('/wps/member/bankCard')).json().value;
    expect(list).toEqual([
      expect.objectContaining({
        bankCardId: cardId,
        bankName: 'BDO Unibank',
        accountNumber: '********7890',
      }),
    ]);
    const audit = await t.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'payout_account_added' AND subject_id = $1`,
      [String(cardId)],
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('refuses a card with a wrong or missing payment password, a bad bank or twice', async () => {
    const card = {
      cardType: 'BC',
      bankCode: 'BPI',
      accountName: 'Juan Dela Cruz',
      accountNumber: '99887766',
    };
    const wrong = await sealed(m, 'PUT', '/wps/member/bankCard', { ...card, password: '000000' });
    expect(wrong.json().errorCode).toBe('invalid.payment.pw');
    const noPassword = await memberWithMoney(t.db, { paymentPassword: false });
    const notSet = await sealed(noPassword, 'PUT', '/wps/member/bankCard', {
      ...card,
      password: '123456',
    });
    expect(notSet.json().errorCode).toBe('not.exists.payment.password');
    const badBank = await sealed(m, 'PUT', '/wps/member/bankCard', {
      ...card,
      bankCode: 'GCASH',
      password: PAYMENT_PASSWORD,
    });
    expect(badBank.statusCode).toBe(400);
    const twice = await sealed(m, 'PUT', '/wps/member/bankCard', {
      ...card,
      bankCode: 'BDO',
      accountNumber: '001234567890',
      password: PAYMENT_PASSWORD,
    });
    expect(twice.json().errorCode).toBe('bank_card_duplicate');
    const plain = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/bankCard',
      headers: m.headers,
      payload: { ...card, password: PAYMENT_PASSWORD },
    });
    expect(plain.statusCode).toBe(400);
    expect((await call(t.app, m).get('/wps/member/bankCard')).json().value).toHaveLength(1);
  });

  it('holds the amount of a withdrawal: available drops, balance stays', async () => {
    const r = await withdraw(m, { amount: '300.00', bankCardId: cardId });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().value).toMatchObject({
      status: 'pending',
      amount: '300.00',
      availBalance: '700.00',
      accountNumber: '********7890',
    });
    expect(await mainBalanceMinor(t.db, m.memberId)).toBe(1_000_00n);
    expect(await held(m.memberId)).toBe(300_00n);
    const balance = (await call(t.app, m).get('/wps/v2/wallets/balance')).json().value;
    expect(balance.balance[0]).toMatchObject({ availBalance: '700.00', heldBalance: '300.00' });
    const records = (await call(t.app, m).get('/wps/relay/MCSFE_getWithdrawRecords')).json().value;
    expect(records.list[0]).toMatchObject({ status: 'pending', amount: '300.00' });
  });

  it('answers a retried withdrawal with the first one and holds once', async () => {
    const body = { amount: '100', bankCardId: cardId, idempotencyKey: 'withdraw-retry-0001' };
    const first = (await withdraw(m, body)).json().value;
    const again = (await withdraw(m, body)).json().value;
    expect(again.orderNo).toBe(first.orderNo);
    expect(await held(m.memberId)).toBe(400_00n);
    const conflict = await withdraw(m, { ...body, amount: '101' });
    expect(conflict.json().errorCode).toBe('idempotency_conflict');
  });

  it('refuses amounts outside the limits, above the available balance, or without the right password', async () => {
    const before = await held(m.memberId);
    const low = await withdraw(m, { amount: '99.99', bankCardId: cardId });
    expect(low.json()).toMatchObject({
      errorCode: 'withdraw_amount_out_of_range',
      value: { min: '100.00', max: '50000.00' },
    });
    const broke = await withdraw(m, { amount: '700.00', bankCardId: cardId });
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toMatchObject({
      errorCode: 'insufficient_funds',
      value: { availBalance: '600.00' },
    });
    expect(
      (await withdraw(m, { amount: '100', bankCardId: cardId, password: '111111' })).json()
        .errorCode,
    ).toBe('invalid.payment.pw');
    expect((await withdraw(m, { amount: '100', bankCardId: 999999 })).json().errorCode).toBe(
      'bank_card_not_found',
    );
    expect((await withdraw(m, { amount: 'abc', bankCardId: cardId })).statusCode).toBe(400);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/v2/transaction/withdraw',
      headers: m.headers,
      payload: { amount: '100', bankCardId: cardId },
    });
    expect(plain.json().errorCode).toBe('request_body_required');
    expect(await held(m.memberId)).toBe(before);
  });

  it('enforces the daily count, the withdrawal hours and the turnover rule', async () => {
    const other = await memberWithMoney(t.db, { amountMinor: 2_000_00n });
    const card = (
      await sealed(other, 'PUT', '/wps/member/bankCard', {
        cardType: 'EW',
        bankCode: 'GCASH',
        accountName: 'Ana Reyes',
        accountNumber: '09171234567',
        password: PAYMENT_PASSWORD,
      })
    ).json().value.bankCardId;
    await settings('withdraw_daily_max_count = 2');
    expect((await withdraw(other, { amount: '100', bankCardId: card })).statusCode).toBe(200);
    expect((await withdraw(other, { amount: '100', bankCardId: card })).statusCode).toBe(200);
    expect((await withdraw(other, { amount: '100', bankCardId: card })).json().errorCode).toBe(
      'withdraw_daily_count_reached',
    );
    const s = (
      await call(t.app, other).get('/wps/relay/MCSFE_getWithdrawSettings?groupId=0')
    ).json().value;
    expect(s).toMatchObject({
      remainingTransactionTimes: 0,
      maxTransactionTimes: 2,
      eWalletMinAmount: '100.00',
      needPaymentPassword: true,
      hasPaymentPassword: true,
    });
    await settings(
      `withdraw_daily_max_count = 5, withdraw_from = (now() AT TIME ZONE time_zone + interval '2 hours')::time, withdraw_to = (now() AT TIME ZONE time_zone + interval '3 hours')::time`,
    );
    expect((await withdraw(other, { amount: '100', bankCardId: card })).json().errorCode).toBe(
      'withdraw_outside_hours',
    );
    await settings(`withdraw_from = '00:00', withdraw_to = '00:00', turnover_multiple_bps = 10000`);
    const turnover = await withdraw(other, { amount: '100', bankCardId: card });
    expect(turnover.json()).toMatchObject({
      errorCode: 'turnover_not_met',
      value: { turnoverRemaining: '2000.00' },
    });
    const house = await systemAccount({
      sql: t.db,
      merchantId: other.merchantId,
      kind: 'house',
      currency: 'PHP',
    });
    await transfer({
      db: t.db,
      debitAccountId: other.walletId,
      creditAccountId: house.id,
      amountMinor: 1_500_00n,
      currency: 'PHP',
      code: 'BET_STAKE',
      idempotencyKey: 'turnover-bet-1',
    });
    const s2 = (await call(t.app, other).get('/wps/relay/MCSFE_getWithdrawSettings')).json().value;
    expect(s2).toMatchObject({
      turnoverRequired: '2000.00',
      turnoverDone: '1500.00',
      turnoverRemaining: '500.00',
    });
    await settings('turnover_multiple_bps = 0');
  });

  it('lets concurrent withdrawals hold no more than the balance', async () => {
    const racer = await memberWithMoney(t.db, { amountMinor: 1_000_00n });
    const card = (
      await sealed(racer, 'PUT', '/wps/member/bankCard', {
        cardType: 'BC',
        bankCode: 'LBP',
        accountName: 'Race Er',
        accountNumber: '55554444',
        password: PAYMENT_PASSWORD,
      })
    ).json().value.bankCardId;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => withdraw(racer, { amount: '300', bankCardId: card })),
    );
    const codes = results.map((r) => r.json().errorCode ?? 'ok');
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'insufficient_funds')).toBe(true);
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
    expect(await held(racer.memberId)).toBe(900_00n);
  });

  it('removes a card with the payment password', async () => {
    const extra = (
      await sealed(m, 'PUT', '/wps/member/bankCard', {
        cardType: 'VW',
        bankCode: 'BTC',
        accountName: 'Juan Dela Cruz',
        accountNumber: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
        password: PAYMENT_PASSWORD,
      })
    ).json().value.bankCardId;
    expect(
      (
        await sealed(m, 'POST', '/wps/member/bankCard/remove', {
          bankCardId: extra,
          password: '000000',
        })
      ).json().errorCode,
    ).toBe('invalid.payment.pw');
    expect(
      (
        await sealed(m, 'POST', '/wps/member/bankCard/remove', {
          bankCardId: extra,
          password: PAYMENT_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await sealed(m, 'POST', '/wps/member/bankCard/remove', {
          bankCardId: extra,
          password: PAYMENT_PASSWORD,
        })
      ).json().errorCode,
    ).toBe('bank_card_not_found');
  });

  it('blocks trial accounts from every withdrawal call', async () => {
    const trial = await memberWithMoney(t.db, { type: 4, paymentPassword: false });
    for (const url of [
      '/wps/relay/MCSFE_getWithdrawSettings',
      '/wps/member/bankCard',
      '/wps/relay/MCSFE_getPaymentConfirmationList',
    ]) {
      const r = await call(t.app, trial).get(url);
      expect(r.statusCode, url).toBe(403);
      expect(r.json().message).toBe('in_need_true_account');
    }
    expect((await withdraw(trial, { amount: '100', bankCardId: 1 })).statusCode).toBe(403);
  });
});
