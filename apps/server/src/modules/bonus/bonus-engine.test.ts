import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/test-db';
import type { Db } from '../../db/db';
import { checkLedger } from '../ledger/check-ledger';
import { createTestMember, type TestMember } from '../ledger/test-support';
import { moneyOf, playRound } from './bonus-test-support';
import { listMemberBonuses } from './bonus-store';
import { forfeitBonusesInTx } from './forfeit-bonuses';
import { grantBonus, type BonusTerms } from './grant-bonus';
import { runBonusWagering } from './run-bonus-wagering';

const DAY_MS = 86_400_000;

describe('bonus engine: grant, wagering, conversion, expiry, forfeiture', () => {
  let testDb: TestDb;
  let db: Db;
  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
  }, 60_000);
  afterAll(async () => testDb?.drop());

  const bonusMessages = async (m: TestMember) =>
    (
      await db.query<{ kind: string; params: unknown }>(
        `SELECT x.kind, x.params FROM inbox_messages x
           JOIN inbox_deliveries d ON d.message_id = x.id WHERE d.member_id = $1`,
        [m.memberId],
      )
    ).rows;

  const terms = (m: TestMember, extra: Partial<BonusTerms> = {}): BonusTerms => ({
    memberId: m.memberId,
    amountMinor: 100_00n,
    grantKey: `test:${m.memberId}:${Math.random()}`,
    source: 'promotion',
    sourceRef: '1',
    wageringMultipleBps: 30_000,
    validForMs: 7 * DAY_MS,
    now: new Date(Date.now() - 60_000),
    ...extra,
  });
  const bonusesOf = (m: TestMember) => listMemberBonuses(db, m.memberId);
  /** Money in the member's accounts plus the merchant's promotions account never changes. */
  const total = async (m: TestMember) => {
    const x = await moneyOf(db, m.memberId);
    return x.main + x.bonus + x.promotions;
  };

  it('grants into the bonus account once per key, money moving from promotions', async () => {
    const m = await createTestMember(db);
    const before = await total(m);
    const t = terms(m);
    const first = await grantBonus({ db, ...t });
    const again = await grantBonus({ db, ...t });
    expect(first.replayed).toBe(false);
    expect(again.replayed).toBe(true);
    expect(again.bonus.id).toBe(first.bonus.id);
    expect((await moneyOf(db, m.memberId)).bonus).toBe(100_00n);
    expect(first.bonus.wageringRequiredMinor).toBe(300_00n);
    expect(await total(m)).toBe(before);
    await expect(grantBonus({ db, ...t, amountMinor: 5_00n })).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
    // One inbox message for the grant, none for the replay or the refused conflict.
    expect(await bonusMessages(m)).toEqual([
      { kind: 'bonus_granted', params: { amount: '100.00', currency: 'PHP', source: 'promotion' } },
    ]);
  });

  it('counts settled valid bets since the grant at their game type contribution', async () => {
    const m = await createTestMember(db);
    await grantBonus({
      db,
      ...terms(m, { contributionBps: { SLOT: 10_000, LIVE: 1_000 }, maxBetMinor: 50_00n }),
    });
    await playRound(db, { memberId: m.memberId, stakeMinor: 20_00n }); // 20.00
    await playRound(db, { memberId: m.memberId, stakeMinor: 40_00n, gameType: 'LIVE' }); // 4.00
    await playRound(db, { memberId: m.memberId, stakeMinor: 30_00n, refundMinor: 10_00n }); // 20
    await playRound(db, { memberId: m.memberId, stakeMinor: 60_00n }); // above max bet: 0
    await playRound(db, { memberId: m.memberId, stakeMinor: 10_00n, gameType: 'FISH' }); // 0
    await playRound(db, { memberId: m.memberId, stakeMinor: 10_00n, status: 'open' }); // later
    const old = new Date(Date.now() - DAY_MS);
    await playRound(db, { memberId: m.memberId, stakeMinor: 10_00n, startedAt: old }); // before
    await runBonusWagering({ db }, new Date(), { memberId: m.memberId });
    await runBonusWagering({ db }, new Date(), { memberId: m.memberId });
    const [bonus] = await bonusesOf(m);
    expect(bonus?.wageredMinor).toBe(44_00n);
    expect(bonus?.status).toBe('active');
  });

  it('converts a met bonus to cash up to the max cash-out, the rest back, money conserved', async () => {
    const m = await createTestMember(db);
    const before = await total(m);
    await grantBonus({ db, ...terms(m, { maxCashoutMinor: 60_00n }) });
    await playRound(db, { memberId: m.memberId, stakeMinor: 299_99n });
    await runBonusWagering({ db }, new Date(), { memberId: m.memberId });
    expect((await bonusesOf(m))[0]?.status).toBe('active');
    await playRound(db, { memberId: m.memberId, stakeMinor: 1n });
    const run = await runBonusWagering({ db }, new Date(), { memberId: m.memberId });
    expect(run.converted).toBe(1);
    const [bonus] = await bonusesOf(m);
    expect(bonus).toMatchObject({
      status: 'converted',
      releasedMinor: 60_00n,
      removedMinor: 40_00n,
    });
    expect(await moneyOf(db, m.memberId)).toMatchObject({ main: 60_00n, bonus: 0n });
    expect(await total(m)).toBe(before);
    const again = await runBonusWagering({ db }, new Date(), { memberId: m.memberId });
    expect(again.checked).toBe(0);
    expect((await moneyOf(db, m.memberId)).main).toBe(60_00n);
  });

  it('converts at once when there is no wagering requirement', async () => {
    const m = await createTestMember(db);
    await grantBonus({ db, ...terms(m, { wageringMultipleBps: 0 }) });
    await runBonusWagering({ db }, new Date(), { memberId: m.memberId });
    expect(await moneyOf(db, m.memberId)).toMatchObject({ main: 100_00n, bonus: 0n });
  });

  it('removes an expired unmet bonus, counting only rounds started before the expiry', async () => {
    const m = await createTestMember(db);
    const before = await total(m);
    const grantedAt = new Date(Date.now() - 2 * DAY_MS);
    await grantBonus({ db, ...terms(m, { now: grantedAt, validForMs: DAY_MS }) });
    await playRound(db, {
      memberId: m.memberId,
      stakeMinor: 10_00n,
      startedAt: new Date(grantedAt.getTime() + 1000),
    });
    await playRound(db, { memberId: m.memberId, stakeMinor: 500_00n }); // after the expiry
    const run = await runBonusWagering({ db }, new Date(), { memberId: m.memberId });
    expect(run.expired).toBe(1);
    const [bonus] = await bonusesOf(m);
    expect(bonus).toMatchObject({ status: 'expired', wageredMinor: 10_00n, removedMinor: 100_00n });
    expect(await moneyOf(db, m.memberId)).toMatchObject({ main: 0n, bonus: 0n });
    expect(await total(m)).toBe(before);
  });

  it('forfeits on withdrawal only the bonuses whose rule says so', async () => {
    const m = await createTestMember(db);
    const before = await total(m);
    await grantBonus({ db, ...terms(m) });
    await grantBonus({ db, ...terms(m, { amountMinor: 7_00n, forfeitOnWithdrawal: false }) });
    const forfeited = await db.tx((tx) =>
      forfeitBonusesInTx(tx, { memberId: m.memberId, now: new Date() }),
    );
    expect(forfeited).toBe(1);
    const statuses = (await bonusesOf(m)).map((b) => [b.amountMinor, b.status]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        [100_00n, 'forfeited'],
        [7_00n, 'active'],
      ]),
    );
    expect((await moneyOf(db, m.memberId)).bonus).toBe(7_00n);
    expect(await total(m)).toBe(before);
  });

  it('grants once under 50 concurrent grants of one key, and settles once under racing runs', async () => {
    const m = await createTestMember(db);
    const t = terms(m, { wageringMultipleBps: 10_000 });
    const results = await Promise.all(Array.from({ length: 50 }, () => grantBonus({ db, ...t })));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await bonusMessages(m)).toHaveLength(1);
    expect((await moneyOf(db, m.memberId)).bonus).toBe(100_00n);
    await playRound(db, { memberId: m.memberId, stakeMinor: 100_00n });
    const runs = await Promise.all(
      Array.from({ length: 8 }, () => runBonusWagering({ db }, new Date())),
    );
    expect(runs.reduce((s, r) => s + r.converted, 0)).toBe(1);
    expect(await moneyOf(db, m.memberId)).toMatchObject({ main: 100_00n, bonus: 0n });
    expect((await checkLedger({ sql: db })).ok).toBe(true);
  });
});
