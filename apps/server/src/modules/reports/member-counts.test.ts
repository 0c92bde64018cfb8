import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { createTestDb, type TestDb } from '../../../test/test-db';
import { countDistinctMembers, foldReportStats } from './report-store';

/**
 * The members report's period totals (ADR 0042) against counting the members directly: random
 * members bet and deposit on random days of 2022 (no seed touches them), written in random
 * order so late days land between days already folded, folded in small batches — some of them
 * at once — and every period compared with the distinct members the test itself wrote.
 */
describe('members report: active and depositing members counted once per period', () => {
  let testDb: TestDb;
  let db: Db;
  let merchantId: bigint;
  /** What the test wrote: kind → member → days. */
  const seen = { bet: new Map<bigint, Set<string>>(), deposit: new Map<bigint, Set<string>>() };

  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
    const m = await db.query<{ id: bigint }>("SELECT id FROM merchants WHERE code = 'DEMO'");
    merchantId = m.rows[0]!.id;
  }, 60_000);
  afterAll(async () => {
    await testDb?.drop();
  });

  // A small deterministic generator, so a failure can be replayed.
  let state = 20221;
  const random = (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
  const dayOf = (i: number) => new Date(Date.UTC(2022, 0, 1 + i)).toISOString().slice(0, 10);

  async function newMember(type = 0): Promise<bigint> {
    const r = await db.query<{ id: bigint }>(
      `INSERT INTO members (merchant_id, username, type, created_at)
       VALUES ($1, 'mc' || floor(random() * 1e9)::text, $2, '2021-12-01')
       RETURNING id`,
      [merchantId, type],
    );
    return r.rows[0]!.id;
  }

  /** A bet through bet_rounds (its trigger), or a deposit as the deposits trigger writes it. */
  async function activity(kind: 'bet' | 'deposit', memberId: bigint, day: string, count = true) {
    if (kind === 'bet') {
      await db.query(
        `INSERT INTO bet_rounds (merchant_id, member_id, vendor_code, round_id, game_code,
                                 game_type, currency, stake_minor, payout_minor, status,
                                 started_at, settled_at)
         VALUES ($1, $2, 'PG', gen_random_uuid()::text, 'g1', 'RNG', 'PHP', 100, 0, 'settled',
                 $3::date + interval '10 hours', $3::date + interval '11 hours')`,
        [merchantId, memberId, day],
      );
    } else {
      await db.query(
        `INSERT INTO report_events (merchant_id, member_id, day, deposit_minor, deposit_count)
         VALUES ($1, $2, $3, 100, 1)`,
        [merchantId, memberId, day],
      );
    }
    if (!count) return;
    const days = seen[kind].get(memberId) ?? new Set<string>();
    days.add(day);
    seen[kind].set(memberId, days);
  }

  const direct = (kind: 'bet' | 'deposit', from: string, to: string) =>
    [...seen[kind].values()].filter((days) => [...days].some((d) => d >= from && d <= to))
      .length;

  async function expectEveryPeriodExact() {
    for (let i = 0; i < 40; i++) {
      const a = random(60) - 5;
      const b = a + random(40);
      const [from, to] = [dayOf(a), dayOf(b)];
      const got = await countDistinctMembers(db, merchantId, from, to);
      expect({ from, to, ...got }).toEqual({
        from,
        to,
        active: direct('bet', from, to),
        depositing: direct('deposit', from, to),
      });
    }
  }

  const foldSmall = async () => {
    while ((await db.tx((tx) => foldReportStats(tx, 37))) > 0);
  };

  it('equals the direct count for random periods, between and after out-of-order folds', async () => {
    const members = await Promise.all(Array.from({ length: 40 }, () => newMember()));
    const trial = await newMember(4);
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 120; i++) {
        const member = members[random(members.length)]!;
        // Later rounds write earlier days too: days arrive out of order.
        await activity(random(3) === 0 ? 'deposit' : 'bet', member, dayOf(random(50)));
      }
      await activity('bet', trial, dayOf(random(50)), false);
      // Two folds at once take disjoint batches and still count each member once.
      await Promise.all([foldSmall(), foldSmall()]);
      await expectEveryPeriodExact();
    }
  });

  it('keeps no negative or empty pair counts', async () => {
    const r = await db.query<{ bad: number }>(
      'SELECT count(*)::int AS bad FROM report_member_pairs WHERE members <= 0',
    );
    expect(r.rows[0]!.bad).toBe(0);
    const missing = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM report_member_days WHERE prev_day IS NULL',
    );
    expect(missing.rows[0]!.n).toBe(0);
  });

  it('reads the pairs through their primary key, not the member days', async () => {
    const plan = await db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT sum(members) FROM report_member_pairs
        WHERE merchant_id = $1 AND kind IN ('bet', 'deposit')
          AND day BETWEEN '2022-01-01' AND '2022-01-31' AND prev_day < '2022-01-01'::date`,
      [merchantId],
    );
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).not.toContain('report_member_days');
  });
});
