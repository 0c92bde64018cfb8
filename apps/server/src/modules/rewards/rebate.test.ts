import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { call, mainBalanceMinor } from '../cashier/cashier-test-support';
import { checkLedger } from '../ledger/check-ledger';
import { createTestMember } from '../ledger/test-support';
import { claimRebate } from './claim-rebate';
import { selectAccruedBets } from './rebate-store';
import { setRebateRate, settledRound, sumTransfers } from './rewards-test-support';

const PAGE = '/wps/relay/MCSFE_getCustomerRebateSettingByProductType';
const CLAIM = '/wps/relay/MCSFE_claimRebate';

describe('self-service rebate', () => {
  const t = useTestApp();

  it('shows valid bets since the last claim by game type at the VIP level rate', async () => {
    const m = await createTestMember(t.db);
    await setRebateRate(t.db, m.merchantId, 'RNG', 0, 50);
    await setRebateRate(t.db, m.merchantId, 'RNG', 2, 100);
    await setRebateRate(t.db, m.merchantId, 'LIVE', 0, 80);
    await settledRound(t.db, m, { stakeMinor: 10_000n });
    await settledRound(t.db, m, { stakeMinor: 5_001n });
    await settledRound(t.db, m, { stakeMinor: 20_000n, gameType: 'LIVE' });
    await settledRound(t.db, m, { stakeMinor: 99_999n, status: 'open' });
    await settledRound(t.db, m, { stakeMinor: 1_000n, gameType: 'FISH' });
    const v = (await call(t.app, m).get(PAGE)).json().value;
    expect(v.vipLevel).toBe(0);
    expect(v.lines).toEqual([
      {
        gameType: 'FISH',
        rateBps: 0,
        ratePercent: '0.00',
        validBet: '10.00',
        rounds: 1,
        amount: '0.00',
      },
      {
        gameType: 'LIVE',
        rateBps: 80,
        ratePercent: '0.80',
        validBet: '200.00',
        rounds: 1,
        amount: '1.60',
      },
      {
        gameType: 'RNG',
        rateBps: 50,
        ratePercent: '0.50',
        validBet: '150.01',
        rounds: 2,
        amount: '0.75',
      },
    ]);
    expect(v.totalAmount).toBe('2.35');

    await t.db.query('UPDATE members SET club_rank_level = 3 WHERE id = $1', [m.memberId]);
    const vip = (await call(t.app, m).get(PAGE)).json().value;
    expect(vip.lines[2]).toMatchObject({ rateBps: 100, amount: '1.50' });
  });

  it('pays the accrued rebate once as a REBATE transfer and starts again from zero', async () => {
    const m = await createTestMember(t.db);
    await setRebateRate(t.db, m.merchantId, 'SPORTS', 0, 100);
    await settledRound(t.db, m, { stakeMinor: 50_000n, gameType: 'SPORTS' });
    const r = (await call(t.app, m).post(CLAIM, {})).json();
    expect(r).toMatchObject({ success: true, value: { amount: '5.00', validBet: '500.00' } });
    expect(await mainBalanceMinor(t.db, m.memberId)).toBe(500n);
    const again = (await call(t.app, m).post(CLAIM, {})).json();
    expect(again).toMatchObject({ success: false, errorCode: 'rewards.nothing_to_claim' });
    const page = (await call(t.app, m).get(PAGE)).json().value;
    expect(page.lines).toEqual([]);
    expect(page.lastClaimedAt).toEqual(expect.any(Number));
    await settledRound(t.db, m, { stakeMinor: 10_000n, gameType: 'SPORTS' });
    expect((await call(t.app, m).get(PAGE)).json().value.totalAmount).toBe('1.00');
  });

  it('refuses a claim when nothing earns a rebate and marks no round', async () => {
    const m = await createTestMember(t.db);
    await settledRound(t.db, m, { stakeMinor: 10_000n, gameType: 'PVP' });
    const r = (await call(t.app, m).post(CLAIM, {})).json();
    expect(r).toMatchObject({ success: false, errorCode: 'rewards.nothing_to_claim' });
    expect(await selectAccruedBets(t.db, m.memberId)).toHaveLength(1);
  });

  it('refuses trial accounts', async () => {
    const trial = await createTestMember(t.db, { type: 4 });
    const r = await call(t.app, trial).post(CLAIM, {});
    expect(r.json().success).toBe(false);
  });

  it('pays 50 simultaneous claims once', async () => {
    const m = await createTestMember(t.db);
    await setRebateRate(t.db, m.merchantId, 'RNG', 0, 100);
    for (let i = 0; i < 5; i++) await settledRound(t.db, m, { stakeMinor: 20_000n });
    const claims = Array.from({ length: 50 }, () =>
      claimRebate({
        db: t.db,
        merchantId: m.merchantId,
        memberId: m.memberId,
        currency: m.currency,
      })
        .then(() => 'paid')
        .catch((e: { code?: string }) => e.code),
    );
    const outcomes = await Promise.all(claims);
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(
      outcomes.filter((o) => o !== 'paid').every((o) => o === 'rewards.nothing_to_claim'),
    ).toBe(true);
    expect(await sumTransfers(t.db, m.memberId, 'REBATE')).toBe(1_000n);
  });

  it('loses no bet when claims race new rounds', async () => {
    const m = await createTestMember(t.db);
    await setRebateRate(t.db, m.merchantId, 'RNG', 0, 100);
    const bets = Array.from({ length: 40 }, (_, i) =>
      settledRound(t.db, m, { stakeMinor: BigInt(10_000 + i * 100) }),
    );
    const claims = Array.from({ length: 10 }, () =>
      claimRebate({
        db: t.db,
        merchantId: m.merchantId,
        memberId: m.memberId,
        currency: m.currency,
      })
        .then((c) => c.validBetMinor)
        .catch(() => 0n),
    );
    const [, claimed] = await Promise.all([Promise.all(bets), Promise.all(claims)]);
    const left = await selectAccruedBets(t.db, m.memberId);
    const claimedMinor = claimed.reduce((s, v) => s + v, 0n);
    const leftMinor = left.reduce((s, l) => s + l.validBetMinor, 0n);
    const placed = Array.from({ length: 40 }, (_, i) => BigInt(10_000 + i * 100)).reduce(
      (s, v) => s + v,
      0n,
    );
    expect(claimedMinor + leftMinor).toBe(placed);
    const counted = await t.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM rebate_claim_rounds c JOIN bet_rounds r ON r.id = c.bet_round_id
        WHERE r.member_id = $1`,
      [m.memberId],
    );
    expect(Number(counted.rows[0]!.n) + left.reduce((s, l) => s + l.rounds, 0)).toBe(40);
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  });
});
