import { beforeAll, describe, expect, it } from 'vitest';
import type { Db, Sql } from '../../db/db';
import { mainBalanceMinor, memberWithMoney } from '../cashier/cashier-test-support';
import { transfer } from '../ledger/transfer';
import { systemAccount } from '../ledger/system-account';
import { createTestMember } from '../ledger/test-support';
import { checkLedger } from '../ledger/check-ledger';
import { createDueBills } from './create-due-bills';
import { payOpenBills } from './pay-open-bills';
import { runContractSettlement } from './run-contract-settlement';
import { terminateContract } from './terminate-contract';
import { agent, flatTier, settledRound, signed, useContractsDb } from './contract-test-support';

/**
 * Settlement exactly once, on the real database: racing runs, a crash between claim and
 * payment, a crash inside the payment, reruns; no period paid twice, none skipped; a short
 * payer is never overdrawn and is retried.
 */
const T0 = new Date('2026-03-02T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe('contract settlement', () => {
  const ctx = useContractsDb({ poolSize: 4 });
  let db: Db;
  let merchantId: bigint;
  beforeAll(() => {
    ({ db, merchantId } = ctx);
  });

  const bills = async (contractId: bigint) =>
    (
      await db.query<{
        period_start: Date;
        amount_minor: bigint;
        paid_minor: bigint;
        status: string;
      }>(
        `SELECT period_start, amount_minor, paid_minor, status FROM contract_bills
          WHERE contract_id = $1 ORDER BY period_start`,
        [contractId],
      )
    ).rows;
  const salaryPaidTo = async (memberId: bigint) =>
    (
      await db.query<{ n: number; total: bigint | null }>(
        `SELECT count(*)::int AS n, sum(t.amount_minor)::bigint AS total
           FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
          WHERE a.member_id = $1 AND t.code = 'SALARY'`,
        [memberId],
      )
    ).rows[0]!;

  /** A top agent paid by the merchant, a downline agent paid by it, and a player below. */
  async function cascade(topBps: number, downBps: number) {
    const top = await agent(db);
    const down = await agent(db, top.memberId);
    const player = await createTestMember(db, { uplineId: down.memberId });
    const topC = await signed(db, {
      merchantId,
      uplineId: null,
      downlineId: top.memberId,
      tiers: [flatTier(topBps)],
      at: at(0),
    });
    const downC = await signed(db, {
      merchantId,
      uplineId: top.memberId,
      downlineId: down.memberId,
      tiers: [flatTier(downBps)],
      at: at(0),
    });
    return { top, down, player, topC, downC };
  }

  it('pays the cascade of one window once: upline its ratio minus its downline, merchant at the top', async () => {
    const { top, down, player, topC, downC } = await cascade(200, 100);
    await settledRound(db, {
      merchantId,
      memberId: player.memberId,
      stakeMinor: 100_000n,
      at: at(1),
    });
    const first = await runContractSettlement({ db, now: at(5), merchantId });
    expect(first.billed).toBe(2);
    expect(await mainBalanceMinor(db, top.memberId)).toBe(1_000n); // 2,000 in, 1,000 out
    expect(await mainBalanceMinor(db, down.memberId)).toBe(1_000n);
    await runContractSettlement({ db, now: at(5), merchantId });
    await runContractSettlement({ db, now: at(9), merchantId });
    expect(await salaryPaidTo(down.memberId)).toEqual({ n: 1, total: 1_000n });
    expect((await bills(topC.id)).map((b) => b.status)).toEqual(['paid']);
    expect(await bills(downC.id)).toHaveLength(1);
    expect((await checkLedger({ sql: db })).ok).toBe(true);
  });

  it('bills every window without a gap, also quiet and winning ones, when runs were missed', async () => {
    const { down, player, downC } = await cascade(300, 200);
    for (const minute of [1, 7, 17]) {
      // The player wins big at minute 7: a salary is still due on the turnover.
      await settledRound(db, {
        merchantId,
        memberId: player.memberId,
        stakeMinor: 10_000n,
        payoutMinor: minute === 7 ? 30_000n : 0n,
        at: at(minute),
      });
    }
    await runContractSettlement({ db, now: at(21), merchantId });
    const rows = await bills(downC.id);
    expect(rows.map((b) => b.period_start.getTime() - T0.getTime())).toEqual(
      [0, 5, 10, 15].map((m) => m * 60_000),
    );
    expect(rows.map((b) => b.amount_minor)).toEqual([200n, 200n, 0n, 200n]);
    expect(rows.map((b) => b.status)).toEqual(['paid', 'paid', 'nothing_due', 'paid']);
    expect(await salaryPaidTo(down.memberId)).toEqual({ n: 3, total: 600n });
  });

  it('two settlement processes racing pay each period exactly once', async () => {
    const { top, down, player } = await cascade(250, 150);
    for (let minute = 0; minute < 30; minute += 2) {
      await settledRound(db, {
        merchantId,
        memberId: player.memberId,
        stakeMinor: 4_000n,
        at: at(minute),
      });
    }
    const other = ctx.testDb.reopen ? ctx.testDb.reopen() : db;
    await Promise.all([
      runContractSettlement({ db, now: at(31), merchantId }),
      runContractSettlement({ db: other, now: at(31), merchantId }),
      runContractSettlement({ db, now: at(31), merchantId }),
    ]);
    // 15 rounds of 4,000 in 6 windows: 60,000 turnover.
    expect(await salaryPaidTo(down.memberId)).toMatchObject({ total: 900n });
    expect((await salaryPaidTo(top.memberId)).total).toBe(1_500n);
    expect(await mainBalanceMinor(db, top.memberId)).toBe(600n);
    const dup = await db.query(
      `SELECT contract_id, period_start FROM contract_bills GROUP BY 1, 2 HAVING count(*) > 1`,
    );
    expect(dup.rowCount).toBe(0);
  });

  it('a crash between claim and payment, or inside the payment, pays once on the rerun', async () => {
    const { down, player, downC } = await cascade(200, 100);
    await settledRound(db, {
      merchantId,
      memberId: player.memberId,
      stakeMinor: 50_000n,
      at: at(2),
    });
    await createDueBills({ db, now: at(5), merchantId }); // the process dies after claiming
    expect((await bills(downC.id)).map((b) => b.status)).toEqual(['unpaid']);
    // The next process dies inside the payment, after the ledger transfer was written.
    await expect(
      payOpenBills({ db: crashingOn(db, 'INSERT INTO contract_payments'), now: at(6), merchantId }),
    ).rejects.toThrow('crash');
    expect(await salaryPaidTo(down.memberId)).toEqual({ n: 0, total: null });
    await runContractSettlement({ db, now: at(6), merchantId });
    await runContractSettlement({ db, now: at(7), merchantId });
    expect(await salaryPaidTo(down.memberId)).toEqual({ n: 1, total: 500n });
  });

  it('a short payer pays what it has, is never overdrawn, and the rest is retried', async () => {
    const boss = await memberWithMoney(db, { type: 1 });
    const top = await agent(db, boss.memberId);
    const down = await agent(db, top.memberId);
    const player = await createTestMember(db, { uplineId: down.memberId });
    const bossC = await signed(db, {
      merchantId,
      uplineId: null,
      downlineId: boss.memberId,
      tiers: [flatTier(300)],
      at: at(0),
    });
    await signed(db, {
      merchantId,
      uplineId: boss.memberId,
      downlineId: top.memberId,
      tiers: [flatTier(200)],
      at: at(0),
    });
    const downC = await signed(db, {
      merchantId,
      uplineId: top.memberId,
      downlineId: down.memberId,
      tiers: [flatTier(100)],
      at: at(0),
    });
    // The top agent's own contract ends: nobody pays it, but it still owes its downline.
    const topC = (
      await db.query<{ id: bigint }>(`SELECT id FROM contracts WHERE downline_id = $1`, [
        top.memberId,
      ])
    ).rows[0]!;
    await terminateContract({
      db,
      merchantId,
      memberId: null,
      actor: { type: 'operator', id: '1' },
      contractId: topC.id,
      now: at(0),
    });
    void bossC;
    await settledRound(db, {
      merchantId,
      memberId: player.memberId,
      stakeMinor: 100_000n,
      at: at(1),
    });
    await runContractSettlement({ db, now: at(5), merchantId });
    expect(await bills(downC.id)).toMatchObject([
      { amount_minor: 1_000n, paid_minor: 0n, status: 'insufficient' },
    ]);
    expect(await mainBalanceMinor(db, top.memberId)).toBe(0n);
    await fund(top.memberId, 400n);
    await runContractSettlement({ db, now: at(6), merchantId });
    expect(await bills(downC.id)).toMatchObject([{ paid_minor: 400n, status: 'partially_paid' }]);
    expect(await mainBalanceMinor(db, top.memberId)).toBe(0n);
    await fund(top.memberId, 5_000n);
    await runContractSettlement({ db, now: at(7), merchantId });
    await runContractSettlement({ db, now: at(8), merchantId });
    expect(await bills(downC.id)).toMatchObject([{ paid_minor: 1_000n, status: 'paid' }]);
    expect(await mainBalanceMinor(db, top.memberId)).toBe(4_400n);
    expect(await salaryPaidTo(down.memberId)).toEqual({ n: 2, total: 1_000n });
  });

  async function fund(memberId: bigint, amountMinor: bigint) {
    const house = await systemAccount({ sql: db, merchantId, kind: 'house', currency: 'PHP' });
    const wallet = (
      await db.query<{ id: bigint }>(
        `SELECT id FROM ledger_accounts WHERE member_id = $1 AND kind = 'main'`,
        [memberId],
      )
    ).rows[0]!;
    await transfer({
      db,
      debitAccountId: house.id,
      creditAccountId: wallet.id,
      amountMinor,
      currency: 'PHP',
      code: 'ADJUSTMENT',
      idempotencyKey: `test-fund:${memberId}:${amountMinor}`,
    });
  }
});

/** A database whose transactions fail at a chosen statement: a process dying mid-payment. */
function crashingOn(db: Db, statement: string): Db {
  const wrap = (sql: Sql): Sql => ({
    query: (text, params) => {
      if (text.includes(statement)) return Promise.reject(new Error('crash'));
      return sql.query(text, params);
    },
    exec: (text) => sql.exec(text),
  });
  return {
    kind: db.kind,
    query: (text, params) => db.query(text, params),
    exec: (text) => db.exec(text),
    tx: (fn, options) => db.tx((tx) => fn(wrap(tx)), options),
    close: () => db.close(),
  } as Db;
}
