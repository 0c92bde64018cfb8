import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { sealedInject, testMerchant } from '../auth/auth-test-helpers';
import { checkLedger } from '../ledger/check-ledger';
import { systemAccount } from '../ledger/system-account';
import { createTestMember } from '../ledger/test-support';
import { transfer } from '../ledger/transfer';
import { selectSimBalance } from '../../providers/vendors/sim-vendor-store';
import { toMemberRef } from '../vendor-wallet/wallet-common';
import { call, mainBalanceMinor, memberWithMoney, PAYMENT_PASSWORD } from './cashier-test-support';

describe('my wallet, upline transfers and account records', () => {
  const t = useTestApp();

  beforeAll(async () => {
    await t.db.query(
      `INSERT INTO vendor_wallets (merchant_id, vendor_code, account_type_id, display_name)
       SELECT id, 'JL', 101, 'JL Slots' FROM merchants WHERE code = 'DEMO'`,
    );
    // JL is the in-process simulated vendor in transfer mode: its own book, its own rules.
    await t.db.query(
      `INSERT INTO vendor_integrations (merchant_id, vendor_code, adapter, wallet_mode, secret)
       SELECT id, 'JL', 'local_transfer', 'transfer', 'jl-transfer-secret-0123456789' FROM merchants WHERE code = 'DEMO'`,
    );
  });

  const move = (m: { headers: Record<string, string> }, body: object) =>
    call(t.app, m).post('/wps/relay/GCS_walletTransfer', body);

  it('hot wallet: 500 concurrent debits of 10.00 from 1,000.00 — exactly 100 succeed', async () => {
    const m = await memberWithMoney(t.db, { amountMinor: 1_000_00n });
    const requests = Array.from({ length: 500 }, (_, i) =>
      i % 50 === 0
        ? call(t.app, m).get('/wps/v2/wallets/balance')
        : move(m, { fromAccountTypeId: 2, toAccountTypeId: 101, amount: '10.00' }),
    );
    // Every 50th request reads the balance meanwhile; the rest are the debits.
    const extra = Array.from({ length: 10 }, () =>
      move(m, { fromAccountTypeId: 2, toAccountTypeId: 101, amount: '10.00' }),
    );
    const answers = await Promise.all([...requests, ...extra]);
    const debits = answers.filter((_, i) => i >= 500 || i % 50 !== 0);
    expect(debits).toHaveLength(500);
    expect(answers.every((r) => r.statusCode < 500)).toBe(true);
    const ok = debits.filter((r) => r.statusCode === 200);
    const refused = debits.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(100);
    expect(refused).toHaveLength(400);
    for (const r of refused) {
      expect(r.json()).toMatchObject({
        errorCode: 'insufficient_funds',
        value: { availBalance: '0.00', currency: 'PHP' },
      });
    }
    expect(await mainBalanceMinor(t.db, m.memberId)).toBe(0n);
    const wallets = (await call(t.app, m).get('/wps/wallets')).json().value;
    expect(wallets.sumBalance).toBe('1000.00');
    expect(wallets.wallets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accountTypeId: 2, balance: '0.00' }),
        expect.objectContaining({ accountTypeId: 101, name: 'JL Slots', balance: '1000.00' }),
      ]),
    );
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  }, 120_000);

  it('moves money back, recalls every vendor wallet and answers a retried transfer once', async () => {
    const m = await memberWithMoney(t.db, { amountMinor: 500_00n });
    const body = {
      fromAccountTypeId: 2,
      toAccountTypeId: 101,
      amount: '200',
      idempotencyKey: 'wallet-move-0001',
    };
    expect((await move(m, body)).json().value.replayed).toBe(false);
    expect((await move(m, body)).json().value.replayed).toBe(true);
    expect((await move(m, { ...body, amount: '201' })).json().errorCode).toBe(
      'idempotency_conflict',
    );
    expect(
      (await move(m, { fromAccountTypeId: 101, toAccountTypeId: 2, amount: '50' })).statusCode,
    ).toBe(200);
    const recall = (await call(t.app, m).post('/wps/relay/GCS_walletReturn', {})).json().value;
    expect(recall.recalled).toEqual([{ accountTypeId: 101, amount: '150.00' }]);
    expect(recall.failed).toEqual([]);
    expect(await mainBalanceMinor(t.db, m.memberId)).toBe(500_00n);
    expect((await call(t.app, m).get('/wps/relay/GCS_merchantWallet')).json().value).toEqual({
      isSingle: false,
    });
  });

  it('books what the member won or lost at the vendor when the wallet comes back', async () => {
    const m = await memberWithMoney(t.db, { amountMinor: 500_00n });
    const ref = toMemberRef(m.memberId);
    await move(m, { fromAccountTypeId: 2, toAccountTypeId: 101, amount: '300' });
    expect(await selectSimBalance(t.db, 'JL', ref)).toBe(300_00n);
    // Play at the vendor: the member is down 120.00 there (the vendor's own book).
    await t.db.query(
      `UPDATE sim_vendor_wallets SET balance_minor = 18000 WHERE vendor_code = 'JL' AND member_ref = $1`,
      [ref],
    );
    const back = (
      await call(t.app, m).post('/wps/relay/GCS_walletReturn', { idempotencyKey: 'recall-lost-1' })
    ).json().value;
    expect(back.recalled).toEqual([{ accountTypeId: 101, amount: '180.00' }]);
    expect(await mainBalanceMinor(t.db, m.memberId)).toBe(380_00n);
    expect(await selectSimBalance(t.db, 'JL', ref)).toBe(0n);
    // And a win: in with 100.00, the vendor now holds 250.00.
    await move(m, { fromAccountTypeId: 2, toAccountTypeId: 101, amount: '100' });
    await t.db.query(
      `UPDATE sim_vendor_wallets SET balance_minor = 25000 WHERE vendor_code = 'JL' AND member_ref = $1`,
      [ref],
    );
    const again = (
      await call(t.app, m).post('/wps/relay/GCS_walletReturn', { idempotencyKey: 'recall-won-1' })
    ).json().value;
    expect(again.recalled).toEqual([{ accountTypeId: 101, amount: '250.00' }]);
    expect(await mainBalanceMinor(t.db, m.memberId)).toBe(530_00n);
    const results = await t.db.query<{ debit_kind: string; amount_minor: bigint }>(
      `SELECT d.kind AS debit_kind, t.amount_minor FROM ledger_transfers t
         JOIN ledger_accounts d ON d.id = t.debit_account_id
         JOIN ledger_accounts c ON c.id = t.credit_account_id
        WHERE t.code = 'VENDOR_RESULT' AND (d.member_id = $1 OR c.member_id = $1) ORDER BY t.id`,
      [m.memberId],
    );
    expect(results.rows).toEqual([
      { debit_kind: 'vendor', amount_minor: 120_00n },
      { debit_kind: 'house', amount_minor: 150_00n },
    ]);
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  });

  it('moves nothing when the vendor cannot be reached, and recall all says which wallet stayed', async () => {
    const m = await memberWithMoney(t.db, { amountMinor: 200_00n });
    await move(m, { fromAccountTypeId: 2, toAccountTypeId: 101, amount: '50' });
    await t.db.query(`UPDATE vendor_integrations SET enabled = false WHERE vendor_code = 'JL'`);
    try {
      const r = await move(m, { fromAccountTypeId: 2, toAccountTypeId: 101, amount: '10' });
      expect([r.statusCode, r.json().message]).toEqual([503, 'error_vendor_unavailable']);
      const back = (await call(t.app, m).post('/wps/relay/GCS_walletReturn', {})).json().value;
      expect(back).toMatchObject({ recalled: [], failed: [{ accountTypeId: 101 }] });
      expect(await mainBalanceMinor(t.db, m.memberId)).toBe(150_00n);
      expect(await selectSimBalance(t.db, 'JL', toMemberRef(m.memberId))).toBe(50_00n);
    } finally {
      await t.db.query(`UPDATE vendor_integrations SET enabled = true WHERE vendor_code = 'JL'`);
    }
  });

  it('refuses unknown wallets, vendor-to-vendor moves and bad amounts with 4xx', async () => {
    const m = await memberWithMoney(t.db, { amountMinor: 100_00n });
    for (const body of [
      { fromAccountTypeId: 2, toAccountTypeId: 999, amount: '1' },
      { fromAccountTypeId: 101, toAccountTypeId: 101, amount: '1' },
      { fromAccountTypeId: 2, toAccountTypeId: 101, amount: '0' },
      { fromAccountTypeId: 2, toAccountTypeId: 101, amount: '1.234' },
      { fromAccountTypeId: 2, toAccountTypeId: 101 },
    ]) {
      const r = await move(m, body);
      expect(r.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
    expect(await mainBalanceMinor(t.db, m.memberId)).toBe(100_00n);
  });

  it('sends money to the upline agent with the payment password', async () => {
    const agent = await createTestMember(t.db, { type: 1 });
    const m = await memberWithMoney(t.db, { amountMinor: 300_00n, uplineId: agent.memberId });
    const info = (await call(t.app, m).get('/wps/relay/MCSFE_getTransferUplineInfo')).json().value;
    expect(info).toMatchObject({
      enabled: true,
      uplineUsername: agent.username,
      availBalance: '300.00',
    });
    const send = (body: object) =>
      sealedInject(t.app, {
        url: '/wps/v2/transaction/transferUpline',
        body: body as Record<string, unknown>,
        headers: { authorization: m.token },
      });
    expect((await send({ amount: '50', password: '999999' })).json().errorCode).toBe(
      'invalid.payment.pw',
    );
    const r = await send({ amount: '120.50', password: PAYMENT_PASSWORD });
    expect(r.json().value).toMatchObject({
      uplineUsername: agent.username,
      amount: '120.50',
      availBalance: '179.50',
    });
    expect(await mainBalanceMinor(t.db, agent.memberId)).toBe(120_50n);
    const orphan = await memberWithMoney(t.db, { amountMinor: 10_00n });
    const none = await sealedInject(t.app, {
      url: '/wps/v2/transaction/transferUpline',
      body: { amount: '1', password: PAYMENT_PASSWORD },
      headers: { authorization: orphan.token },
    });
    expect(none.json().errorCode).toBe('transfer_upline_unavailable');
  });

  it('refuses upline transfers where the merchant switched them off', async () => {
    await testMerchant(t.db, 'NOUPLINE', { flags: { TRANSFERUPLINE3: false } });
    const m = await createTestMember(t.db, { merchantCode: 'NOUPLINE' });
    const r = await sealedInject(t.app, {
      url: '/wps/v2/transaction/transferUpline',
      merchant: 'NOUPLINE',
      body: { amount: '1' },
      headers: { authorization: m.token },
    });
    expect(r.json().errorCode).toBe('function.not.available');
  });

  it('lists the account record by type and time with totals, and bonus details', async () => {
    const m = await memberWithMoney(t.db, { amountMinor: 1_000_00n });
    const promotions = await systemAccount({
      sql: t.db,
      merchantId: m.merchantId,
      kind: 'promotions',
      currency: 'PHP',
    });
    await transfer({
      db: t.db,
      debitAccountId: promotions.id,
      creditAccountId: m.walletId,
      amountMinor: 88_00n,
      currency: 'PHP',
      code: 'BONUS',
      idempotencyKey: `bonus:${m.memberId}`,
    });
    await move(m, { fromAccountTypeId: 2, toAccountTypeId: 101, amount: '40' });
    const all = (
      await call(t.app, m).get('/wps/relay/ODSFE2_MemTransDet?pageNo=1&pageSize=2')
    ).json().value;
    expect(all).toMatchObject({
      total: 3,
      totalPages: 2,
      pageNum: 1,
      totalIn: '1088.00',
      totalOut: '0.00',
    });
    expect(all.list[0]).toMatchObject({
      code: 'WALLET_TRANSFER',
      direction: 'internal',
      amount: '40.00',
      wallet: 'main→JL Slots',
    });
    const deposits = (await call(t.app, m).get('/wps/relay/ODSFE2_MemTransDet?type=deposit')).json()
      .value;
    expect(deposits.list).toEqual([
      expect.objectContaining({ code: 'DEPOSIT', amount: '1000.00', direction: 'in' }),
    ]);
    const bonus = (await call(t.app, m).get('/wps/relay/ODSFE2_MemBonusDet')).json().value;
    expect(bonus).toMatchObject({
      total: 1,
      totalIn: '88.00',
      list: [{ code: 'BONUS', amount: '88.00' }],
    });
    const future = Date.now() + 86_400_000;
    expect(
      (await call(t.app, m).get(`/wps/relay/ODSFE2_MemTransDet?startTime=${future}`)).json().value
        .total,
    ).toBe(0);
    expect(
      (await call(t.app, m).get(`/wps/relay/ODSFE2_MemTransDet?startTime=${future}&endTime=1`))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, m).get('/wps/relay/ODSFE2_MemTransDet?type=lottery')).statusCode,
    ).toBe(400);
  });
});
