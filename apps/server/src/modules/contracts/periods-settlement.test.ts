import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { createTestMember } from '../ledger/test-support';
import { agent, flatTier, settledRound, signed, useContractsDb } from './contract-test-support';
import { runContractSettlement } from './run-contract-settlement';
import { DEFAULT_SETTINGS, upsertSettings } from './settings-store';

/**
 * Dividends and the other period kinds on the real database: the net-loss basis with the
 * platform fee, a losing day carried into the next, and hourly and daily salaries billed per
 * hour and per day.
 */
const DAY0 = new Date('2026-03-02T00:00:00Z');
const hoursLater = (h: number) => new Date(DAY0.getTime() + h * 3_600_000);

describe('dividend and salary periods', () => {
  const ctx = useContractsDb();
  let db: Db;
  let merchantId: bigint;
  beforeAll(() => {
    ({ db, merchantId } = ctx);
  });

  const billsOf = async (contractId: bigint) =>
    (
      await db.query<{ basis_minor: bigint; amount_minor: bigint; loss_minor: bigint }>(
        `SELECT basis_minor, amount_minor, loss_minor FROM contract_bills
          WHERE contract_id = $1 ORDER BY period_start`,
        [contractId],
      )
    ).rows;

  it('carries a losing day into the next and takes the platform fee off the basis', async () => {
    await upsertSettings(db, merchantId, {
      ...DEFAULT_SETTINGS,
      enabled: { dividend: true, daily_salary: true, hourly_salary: true, realtime_salary: true },
      platformFeeBps: 1000,
    });
    const top = await agent(db);
    const player = await createTestMember(db, { uplineId: top.memberId });
    const c = await signed(db, {
      merchantId,
      uplineId: null,
      downlineId: top.memberId,
      kind: 'dividend',
      tiers: [flatTier(2000)],
      at: hoursLater(0),
    });
    // Day 1: the team wins 5,000 (house loses). Day 2: the team loses 20,000.
    await settledRound(db, {
      merchantId,
      memberId: player.memberId,
      stakeMinor: 10_000n,
      payoutMinor: 15_000n,
      at: hoursLater(3),
    });
    await settledRound(db, {
      merchantId,
      memberId: player.memberId,
      stakeMinor: 20_000n,
      payoutMinor: 0n,
      at: hoursLater(27),
    });
    await runContractSettlement({ db, now: hoursLater(49), merchantId });
    const rows = await billsOf(c.id);
    // Day 1: loss −5,000 (no fee on a house loss): nothing paid, −5,000 carried.
    // Day 2: loss 20,000 − fee 2,000 = 18,000, minus the carry = 13,000; 20 % = 2,600.
    expect(rows).toEqual([
      { basis_minor: 0n, amount_minor: 0n, loss_minor: -5_000n },
      { basis_minor: 13_000n, amount_minor: 2_600n, loss_minor: 18_000n },
    ]);
    const carry = await db.query<{ carry_minor: bigint }>(
      'SELECT carry_minor FROM contracts WHERE id = $1',
      [c.id],
    );
    expect(carry.rows[0]?.carry_minor).toBe(0n);
  });

  it('bills hourly salaries per hour and daily salaries per day', async () => {
    const top = await agent(db);
    const player = await createTestMember(db, { uplineId: top.memberId });
    const hourly = await signed(db, {
      merchantId,
      uplineId: null,
      downlineId: top.memberId,
      kind: 'hourly_salary',
      tiers: [flatTier(100)],
      at: hoursLater(0),
    });
    const daily = await signed(db, {
      merchantId,
      uplineId: null,
      downlineId: top.memberId,
      kind: 'daily_salary',
      tiers: [flatTier(50)],
      at: hoursLater(0),
    });
    await settledRound(db, {
      merchantId,
      memberId: player.memberId,
      stakeMinor: 10_000n,
      at: hoursLater(1.5),
    });
    await settledRound(db, {
      merchantId,
      memberId: player.memberId,
      stakeMinor: 30_000n,
      at: hoursLater(3.5),
    });
    await runContractSettlement({ db, now: hoursLater(25), merchantId, kinds: ['hourly_salary'] });
    expect(await billsOf(daily.id)).toEqual([]);
    const hours = await billsOf(hourly.id);
    expect(hours).toHaveLength(25);
    expect(hours.map((b) => b.amount_minor).filter((a) => a > 0n)).toEqual([100n, 300n]);
    await runContractSettlement({ db, now: hoursLater(25), merchantId, kinds: ['daily_salary'] });
    expect((await billsOf(daily.id)).map((b) => b.amount_minor)).toEqual([200n]);
  });
  it("bills a daily salary by the merchant's day, not the UTC day", async () => {
    // The DEMO merchant keeps Manila time (UTC+8): its day turns at 16:00 UTC.
    const zone = await db.query<{ time_zone: string }>(
      'SELECT time_zone FROM cashier_settings WHERE merchant_id = $1',
      [merchantId],
    );
    expect(zone.rows[0]?.time_zone ?? 'Asia/Manila').toBe('Asia/Manila');
    const top = await agent(db);
    const player = await createTestMember(db, { uplineId: top.memberId });
    const daily = await signed(db, {
      merchantId,
      uplineId: null,
      downlineId: top.memberId,
      kind: 'daily_salary',
      tiers: [flatTier(100)],
      at: hoursLater(100),
    });
    // 15:30 and 16:30 UTC on 6 March: the same UTC day, two Manila days (6th 23:30, 7th 00:30).
    for (const [hour, stakeMinor] of [
      [111.5, 10_000n],
      [112.5, 30_000n],
    ] as const) {
      await settledRound(db, {
        merchantId,
        memberId: player.memberId,
        stakeMinor,
        at: hoursLater(hour),
      });
    }
    await runContractSettlement({ db, now: hoursLater(140), merchantId, kinds: ['daily_salary'] });
    const bills = await db.query<{ period_start: Date; amount_minor: bigint }>(
      'SELECT period_start, amount_minor FROM contract_bills WHERE contract_id = $1 ORDER BY period_start',
      [daily.id],
    );
    expect(bills.rows.map((b) => [b.period_start.toISOString(), b.amount_minor])).toEqual([
      ['2026-03-05T16:00:00.000Z', 100n],
      ['2026-03-06T16:00:00.000Z', 300n],
    ]);
  });
});
