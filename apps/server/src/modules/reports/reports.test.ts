import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { memberWithMoney, PAYMENT_PASSWORD } from '../cashier/cashier-test-support';
import { decideWithdrawal } from '../cashier/decide-withdrawal';
import { requestWithdrawal } from '../cashier/request-withdrawal';
import { openMemberAccount } from '../ledger/open-member-account';
import { systemAccount } from '../ledger/system-account';
import { transfer } from '../ledger/transfer';
import type { Merchant } from '../merchants/merchant';
import { findMerchantByCode } from '../merchants/merchant-store';
import { createOperator } from '../operators/operator-session';
import { operatorsOfEveryRole, opsCall } from '../operators/ops-test-support';
import { runReportFold } from './fold-report-stats';

/**
 * The back office's reports against rounds, members, deposits, withdrawals and ledger
 * transfers made here with known amounts. Rounds and members sit on days of 2021 that no seed
 * touches; the cash and cost figures, written "now" by the real flows, are compared as the
 * difference the known movements made to today's report.
 */
describe('back-office reports', () => {
  const t = useTestApp();
  let merchant: Merchant;
  let tokens: Awaited<ReturnType<typeof operatorsOfEveryRole>>;
  const report = async (path: string, role: 'admin' | 'agent_manager' = 'admin') => {
    const r = await opsCall(t.app, tokens[role], 'GET', path);
    return { status: r.statusCode, body: r.json() };
  };

  beforeAll(async () => {
    merchant = (await findMerchantByCode(t.db, 'DEMO'))!;
    tokens = await operatorsOfEveryRole(t.app, t.db);
  });

  /** A member who joined on `day` (type 4 = a trial account). */
  async function memberOn(day: string, type = 0): Promise<bigint> {
    const r = await t.db.query<{ id: bigint }>(
      `INSERT INTO members (merchant_id, username, type, created_at)
       VALUES ($1, 'rp' || floor(random() * 1e9)::text, $3, $2::date + interval '3 hours')
       RETURNING id`,
      [merchant.id, day, type],
    );
    return r.rows[0]!.id;
  }

  async function round(
    memberId: bigint,
    day: string,
    vendor: string,
    gameType: string | null,
    stake: number,
    payout: number,
  ): Promise<bigint> {
    const r = await t.db.query<{ id: bigint }>(
      `INSERT INTO bet_rounds (merchant_id, member_id, vendor_code, round_id, game_code, game_type,
                               currency, stake_minor, payout_minor, status, started_at, settled_at)
       VALUES ($1, $2, $3, gen_random_uuid()::text, 'g1', $4, 'PHP', $5, $6, 'settled',
               $7::date + interval '10 hours', $7::date + interval '11 hours')
       RETURNING id`,
      [merchant.id, memberId, vendor, gameType, stake, payout, day],
    );
    return r.rows[0]!.id;
  }

  it('sums rounds into GGR by day, vendor and game type, with margins, once per round', async () => {
    const a = await memberOn('2021-03-01');
    const b = await memberOn('2021-03-02');
    const trial = await memberOn('2021-03-02', 4);
    await round(a, '2021-03-01', 'PG', 'RNG', 10_000, 4_000);
    await round(b, '2021-03-01', 'PG', 'RNG', 5_000, 0);
    const late = await round(a, '2021-03-02', 'JILI', 'FH', 2_000, 0);
    await round(trial, '2021-03-02', 'PG', 'RNG', 99_999, 0);
    // Folded in between, then changed: the payout and a refund arrive later.
    await runReportFold({ db: t.db });
    await t.db.query(
      'UPDATE bet_rounds SET payout_minor = 3000, refund_minor = 500 WHERE id = $1',
      [late],
    );
    await round(b, '2021-03-03', 'JILI', null, 1_000, 1_000);

    const byDay = await report('/ops/reports/ggr?startDate=2021-03-01&endDate=2021-03-04');
    expect(byDay.status).toBe(200);
    expect(byDay.body.value).toMatchObject({
      startDate: '2021-03-01',
      endDate: '2021-03-04',
      by: 'day',
      currency: 'PHP',
      total: { betCount: 4, bet: '175.00', payout: '80.00', ggr: '95.00', marginBps: 5428 },
    });
    expect(byDay.body.value.days).toEqual([
      {
        day: '2021-03-01',
        betCount: 2,
        bet: '150.00',
        payout: '40.00',
        ggr: '110.00',
        marginBps: 7333,
      },
      {
        day: '2021-03-02',
        betCount: 1,
        bet: '15.00',
        payout: '30.00',
        ggr: '-15.00',
        marginBps: -10000,
      },
      { day: '2021-03-03', betCount: 1, bet: '10.00', payout: '10.00', ggr: '0.00', marginBps: 0 },
      { day: '2021-03-04', betCount: 0, bet: '0.00', payout: '0.00', ggr: '0.00', marginBps: null },
    ]);
    expect(byDay.body.value.rows.map((r: { key: string }) => r.key)).toEqual([
      '2021-03-01',
      '2021-03-02',
      '2021-03-03',
      '2021-03-04',
    ]);

    const byVendor = await report(
      '/ops/reports/ggr?startDate=2021-03-01&endDate=2021-03-04&by=vendor',
    );
    expect(byVendor.body.value.rows).toEqual([
      { key: 'JILI', betCount: 2, bet: '25.00', payout: '40.00', ggr: '-15.00', marginBps: -6000 },
      { key: 'PG', betCount: 2, bet: '150.00', payout: '40.00', ggr: '110.00', marginBps: 7333 },
    ]);
    const byType = await report(
      '/ops/reports/ggr?startDate=2021-03-01&endDate=2021-03-04&by=gameType',
      'agent_manager',
    );
    expect(byType.body.value.rows.map((r: { key: string; ggr: string }) => [r.key, r.ggr])).toEqual(
      [
        ['', '0.00'],
        ['FH', '-15.00'],
        ['RNG', '110.00'],
      ],
    );

    // Folding again (the job and the report both fold) adds nothing.
    await runReportFold({ db: t.db });
    const again = await report('/ops/reports/ggr?startDate=2021-03-01&endDate=2021-03-04');
    expect(again.body.value.total).toEqual(byDay.body.value.total);

    const members = await report('/ops/reports/members?startDate=2021-03-01&endDate=2021-03-03');
    expect(members.body.value.days).toEqual([
      { day: '2021-03-01', newMembers: 1, activeMembers: 2, depositingMembers: 0 },
      { day: '2021-03-02', newMembers: 1, activeMembers: 1, depositingMembers: 0 },
      { day: '2021-03-03', newMembers: 0, activeMembers: 1, depositingMembers: 0 },
    ]);
    // a and b each bet on two days of the period: counted once each.
    expect(members.body.value.total).toEqual({
      newMembers: 2,
      activeMembers: 2,
      depositingMembers: 0,
    });
  });

  it('counts credited deposits and approved withdrawals by day, and depositing members once', async () => {
    const before = (await report('/ops/reports/cash?quick=today')).body.value;
    const membersBefore = (await report('/ops/reports/members?quick=today')).body.value.total;
    const m = await memberWithMoney(t.db, { amountMinor: 1_000_00n });
    const channel = await t.db.query<{ id: bigint }>(
      'SELECT id FROM payment_channels WHERE merchant_id = $1 LIMIT 1',
      [merchant.id],
    );
    for (const [i, amount, status] of [
      [1, 300_00n, 'credited'],
      [2, 200_50n, 'credited'],
      [3, 999_00n, 'pending'],
    ] as const) {
      const credit =
        status === 'credited'
          ? (
              await transfer({
                db: t.db,
                debitAccountId: (
                  await systemAccount({
                    sql: t.db,
                    merchantId: merchant.id,
                    kind: 'cash_in_clearing',
                    currency: 'PHP',
                  })
                ).id,
                creditAccountId: m.walletId,
                amountMinor: amount,
                currency: 'PHP',
                code: 'DEPOSIT',
                idempotencyKey: `report-test-deposit:${m.memberId}:${i}`,
              })
            ).transfer.id
          : null;
      await t.db.query(
        `INSERT INTO deposits (order_no, merchant_id, member_id, channel_id, kind, amount_minor,
                               currency, status, transfer_id)
         VALUES ($1, $2, $3, $4, 'bank_transfer', $5, 'PHP', $6, $7)`,
        [
          `RPT${m.memberId}x${i}`,
          merchant.id,
          m.memberId,
          channel.rows[0]!.id,
          amount,
          status,
          credit,
        ],
      );
    }
    await t.db.query(
      'UPDATE cashier_settings SET turnover_multiple_bps = 0, withdraw_daily_max_count = 50 WHERE merchant_id = $1',
      [merchant.id],
    );
    const operatorId = await createOperator({
      db: t.db,
      merchantId: merchant.id,
      username: 'reportcashier',
      password: 'Operator123',
      role: 'cashier',
    });
    const card = await t.db.query<{ id: bigint }>(
      `INSERT INTO payout_accounts (merchant_id, member_id, card_type, bank_code, account_name, account_number)
       VALUES ($1, $2, 'EW', 'GCASH', 'Ana', '09170000001') RETURNING id`,
      [merchant.id, m.memberId],
    );
    const ask = (amount: string) =>
      requestWithdrawal({
        db: t.db,
        merchant,
        memberId: m.memberId,
        payoutAccountId: card.rows[0]!.id,
        amount,
        password: PAYMENT_PASSWORD,
        nowMs: Date.now(),
        ip: null,
      });
    const approved = await ask('200.00');
    await ask('150.00'); // still pending: not a withdrawal yet
    await decideWithdrawal({
      db: t.db,
      merchantId: merchant.id,
      orderNo: approved.withdrawal.orderNo,
      decision: 'approve',
      operatorId,
      nowMs: Date.now(),
      ip: null,
    });

    const after = (await report('/ops/reports/cash?quick=today')).body.value;
    const minor = (s: string) => Math.round(Number(s) * 100);
    expect(minor(after.total.deposit) - minor(before.total.deposit)).toBe(500_50);
    expect(after.total.depositCount - before.total.depositCount).toBe(2);
    expect(minor(after.total.withdraw) - minor(before.total.withdraw)).toBe(200_00);
    expect(after.total.withdrawCount - before.total.withdrawCount).toBe(1);
    expect(minor(after.total.net) - minor(before.total.net)).toBe(300_50);
    expect(after.days).toHaveLength(1);
    const membersAfter = (await report('/ops/reports/members?quick=today')).body.value.total;
    expect(membersAfter.depositingMembers - membersBefore.depositingMembers).toBe(1);
    expect(membersAfter.newMembers - membersBefore.newMembers).toBe(1);
  });

  it('reads bonus cost and agent payouts from the ledger, net of forfeits', async () => {
    const before = (await report('/ops/reports/costs?quick=last7days')).body.value.total;
    const m = await memberWithMoney(t.db, { amountMinor: 0n });
    const bonusWallet = await openMemberAccount({
      sql: t.db,
      memberId: m.memberId,
      kind: 'bonus',
      currency: 'PHP',
    });
    const account = (kind: 'promotions' | 'commission_expense') =>
      systemAccount({ sql: t.db, merchantId: merchant.id, kind, currency: 'PHP' });
    const move = async (
      debit: bigint,
      credit: bigint,
      amountMinor: bigint,
      code: 'BONUS' | 'BONUS_FORFEIT' | 'DIVIDEND',
      key: string,
    ) =>
      transfer({
        db: t.db,
        debitAccountId: debit,
        creditAccountId: credit,
        amountMinor,
        currency: 'PHP',
        code,
        idempotencyKey: `report-test:${m.memberId}:${key}`,
      });
    const promotions = (await account('promotions')).id;
    await move(promotions, bonusWallet.id, 80_00n, 'BONUS', 'b1');
    await move(bonusWallet.id, promotions, 30_00n, 'BONUS_FORFEIT', 'f1');
    await move((await account('commission_expense')).id, m.walletId, 45_25n, 'DIVIDEND', 'd1');

    const after = (await report('/ops/reports/costs?quick=last7days')).body.value;
    const minor = (s: string) => Math.round(Number(s) * 100);
    expect(minor(after.total.bonus) - minor(before.bonus)).toBe(50_00);
    expect(minor(after.total.agentPayout) - minor(before.agentPayout)).toBe(45_25);
    expect(after.days).toHaveLength(7);
  });

  it('refuses a bad period with a clear error, and a role without reports', async () => {
    const inverted = await report('/ops/reports/cash?startDate=2021-03-05&endDate=2021-03-01');
    expect(inverted.status).toBe(400);
    expect(inverted.body).toMatchObject({ success: false, message: 'error_date_range' });
    const tooLong = await report('/ops/reports/ggr?startDate=2021-01-01&endDate=2021-06-01');
    expect(tooLong.status).toBe(400);
    const badGroup = await report('/ops/reports/ggr?by=member');
    expect(badGroup.status).toBe(400);
    expect(badGroup.body.success).toBe(false);
    const cashier = await opsCall(t.app, tokens.cashier, 'GET', '/ops/reports/ggr');
    expect(cashier.statusCode).toBe(403);
  });
});
