import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { call, memberWithMoney } from '../cashier/cashier-test-support';
import { checkLedger } from '../ledger/check-ledger';
import { claimReward } from '../rewards/reward-centre';
import { settledRound, sumTransfers } from '../rewards/rewards-test-support';
import { periodAt } from './mission-periods';
import { addMission, creditedDeposit, loginOn, missionMessages } from './missions-test-support';
import { noteMissionActivity } from './note-mission-activity';
import { runMissionReview } from './run-mission-review';
import { runMissionRollover } from './run-mission-rollover';

const SUMMARY = '/wps/relay/MCSFE_getMissionSummaryDetails';
const BOARD = '/wps/relay/MCSFE_getMissionLeaderboard';
const CENTRE = '/wps/relay/MCSFE_getRewardCenter';

describe('mission periods', () => {
  it('cuts UTC days and weeks from Monday', () => {
    const at = Date.parse('2026-11-28T23:59:59Z'); // a Saturday
    expect(periodAt('daily', at)).toMatchObject({
      key: 'D2026-11-28',
      startsAt: Date.parse('2026-11-28T00:00:00Z'),
      endsAt: Date.parse('2026-11-29T00:00:00Z'),
    });
    expect(periodAt('weekly', at)).toMatchObject({
      key: 'W2026-11-23',
      startsAt: Date.parse('2026-11-23T00:00:00Z'),
      endsAt: Date.parse('2026-11-30T00:00:00Z'),
    });
    expect(periodAt('weekly', Date.parse('2026-11-30T00:00:00Z')).key).toBe('W2026-11-30');
  });
});

describe('missions', () => {
  // Rows the helpers write are dated by the database clock, so the app's clock is real time.
  const t = useTestApp();

  it('measures progress from real activity and completes each kind once', async () => {
    const m = await memberWithMoney(t.db);
    const merchant = m.merchantId;
    const login = await addMission(t.db, merchant, {
      kind: 'login_days',
      target: 1n,
      rewardMinor: 100n,
    });
    const deposit = await addMission(t.db, merchant, {
      kind: 'deposit',
      target: 50_000n,
      rewardMinor: 300n,
      period: 'weekly',
    });
    const slots = await addMission(t.db, merchant, {
      kind: 'turnover',
      gameType: 'RNG',
      target: 20_000n,
      rewardMinor: 500n,
    });
    const rounds = await addMission(t.db, merchant, {
      kind: 'rounds',
      target: 3n,
      rewardMinor: 200n,
    });
    const invite = await addMission(t.db, merchant, {
      kind: 'invite',
      target: 1n,
      rewardMinor: 1_000n,
      period: 'weekly',
    });

    const before = (await call(t.app, m).get(SUMMARY)).json().value;
    const mine = (id: bigint, v = before) =>
      v.missions.find((x: { id: string }) => x.id === String(id));
    expect(mine(deposit)).toMatchObject({
      progress: '0.00',
      target: '500.00',
      status: 'in_progress',
    });
    expect(before.claimableCount).toBe(0);

    await loginOn(t.db, m);
    await creditedDeposit(t.db, m, 60_000n);
    await settledRound(t.db, m, { stakeMinor: 15_000n, gameType: 'RNG' });
    await settledRound(t.db, m, { stakeMinor: 9_000n, gameType: 'LIVE' });
    await settledRound(t.db, m, { stakeMinor: 6_000n, gameType: 'RNG' });
    await memberWithMoney(t.db, { uplineId: m.memberId });
    await memberWithMoney(t.db, { uplineId: m.memberId, type: 4 });

    const after = (await call(t.app, m).get(SUMMARY)).json().value;
    expect(mine(login, after)).toMatchObject({ progress: '1', status: 'completed', percent: 100 });
    expect(mine(deposit, after)).toMatchObject({ progress: '500.00', status: 'completed' });
    expect(mine(slots, after)).toMatchObject({
      progress: '200.00',
      target: '200.00',
      status: 'completed',
    });
    expect(mine(rounds, after)).toMatchObject({ progress: '3', status: 'completed' });
    expect(mine(invite, after)).toMatchObject({ progress: '1', status: 'completed' });
    expect(after.claimableCount).toBe(5);

    // Each completion is one reward in the centre and one message, however often reviewed.
    await call(t.app, m).get(SUMMARY);
    await noteMissionActivity(t.db, m.memberId);
    await runMissionReview({ db: t.db }, new Date());
    const centre = (await call(t.app, m).get(CENTRE)).json().value;
    const missionRewards = centre.items.filter((i: { source: string }) => i.source === 'mission');
    expect(missionRewards.map((i: { amount: string }) => i.amount).sort()).toEqual(
      ['1.00', '10.00', '2.00', '3.00', '5.00'].sort(),
    );
    expect(await missionMessages(t.db, m.memberId)).toBeGreaterThanOrEqual(5);

    const claimed = await call(t.app, m).post('/wps/relay/MCSFE_claimReward', {
      id: mine(slots, after).rewardId,
    });
    expect(claimed.json().value.totalAmount).toBe('5.00');
    expect(mine(slots, (await call(t.app, m).get(SUMMARY)).json().value)).toMatchObject({
      status: 'claimed',
      rewardId: null,
    });
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  });

  it('counts only the game type a turnover mission names, and only this period', async () => {
    const m = await memberWithMoney(t.db);
    const live = await addMission(t.db, m.merchantId, {
      kind: 'turnover',
      gameType: 'LIVE',
      target: 100_000n,
      rewardMinor: 100n,
    });
    await settledRound(t.db, m, { stakeMinor: 40_000n, gameType: 'RNG' });
    await settledRound(t.db, m, { stakeMinor: 30_000n, gameType: 'LIVE' });
    const yesterday = await settledRound(t.db, m, { stakeMinor: 90_000n, gameType: 'LIVE' });
    await t.db.query(`UPDATE bet_rounds SET settled_at = now() - interval '8 days' WHERE id = $1`, [
      yesterday,
    ]);
    const v = (await call(t.app, m).get(SUMMARY)).json().value;
    expect(v.missions.find((x: { id: string }) => x.id === String(live))).toMatchObject({
      progress: '300.00',
      percent: 30,
      status: 'in_progress',
    });
  });

  it('completes once under concurrent reviews and pays the reward once under 50 claims', async () => {
    const m = await memberWithMoney(t.db);
    await addMission(t.db, m.merchantId, {
      kind: 'rounds',
      target: 1n,
      rewardMinor: 700n,
      title: 'Once',
    });
    await settledRound(t.db, m, { stakeMinor: 1_000n });
    await Promise.all(Array.from({ length: 10 }, () => call(t.app, m).get(SUMMARY)));
    expect(await missionMessages(t.db, m.memberId, 'Once')).toBe(1);
    const item = (await call(t.app, m).get(CENTRE))
      .json()
      .value.items.find(
        (i: { details: { missionTitle?: string } }) => i.details.missionTitle === 'Once',
      );
    const ctx = {
      db: t.db,
      merchantId: m.merchantId,
      memberId: m.memberId,
      currency: m.currency,
      nowMs: Date.now(),
      id: item.id as string,
    };
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () =>
        claimReward(ctx).then(
          () => 'paid',
          (e: { code?: string }) => e.code,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(await sumTransfers(t.db, m.memberId, 'PROMOTION')).toBe(700n);
  });

  it('reviews queued members from the job, and the rollover closes the last period', async () => {
    const m = await memberWithMoney(t.db);
    const mission = await addMission(t.db, m.merchantId, {
      kind: 'rounds',
      target: 2n,
      rewardMinor: 100n,
      title: 'Job',
    });
    await settledRound(t.db, m, { stakeMinor: 1_000n });
    await settledRound(t.db, m, { stakeMinor: 1_000n });
    await noteMissionActivity(t.db, m.memberId);
    expect(await runMissionReview({ db: t.db }, new Date())).toBeGreaterThanOrEqual(1);
    expect(await missionMessages(t.db, m.memberId, 'Job')).toBe(1);

    // Activity at the end of yesterday that nobody reviewed: the rollover still completes it.
    const late = await memberWithMoney(t.db);
    const y = periodAt('daily', Date.now() - 86_400_000);
    for (let i = 0; i < 2; i++) {
      const id = await settledRound(t.db, late, { stakeMinor: 1_000n });
      await t.db.query(
        `UPDATE bet_rounds SET settled_at = to_timestamp($2::double precision / 1000) WHERE id = $1`,
        [id, y.endsAt - 1_000],
      );
    }
    await t.db.query(
      `INSERT INTO mission_progress (member_id, mission_id, period_key, merchant_id, period_start, progress)
       VALUES ($1, $2, $3, $4, to_timestamp($5::double precision / 1000), 1)`,
      [late.memberId, mission, y.key, late.merchantId, y.startsAt],
    );
    await runMissionRollover({ db: t.db }, new Date(y.endsAt + 60_000));
    expect(await missionMessages(t.db, late.memberId, 'Job')).toBe(1);
  });

  it('ranks the period’s members by missions completed, names masked, with my place', async () => {
    const a = await memberWithMoney(t.db);
    const b = await memberWithMoney(t.db);
    await addMission(t.db, a.merchantId, {
      kind: 'rounds',
      target: 1n,
      rewardMinor: 100n,
      title: 'Board 1',
    });
    await addMission(t.db, a.merchantId, {
      kind: 'rounds',
      target: 2n,
      rewardMinor: 100n,
      title: 'Board 2',
    });
    for (let i = 0; i < 2; i++) await settledRound(t.db, b, { stakeMinor: 1_000n });
    await settledRound(t.db, a, { stakeMinor: 1_000n });
    await call(t.app, a).get(SUMMARY);
    await call(t.app, b).get(SUMMARY);
    const board = (await call(t.app, a).get(`${BOARD}?period=weekly`)).json().value;
    // Masked names can repeat across the merchant's other members, so b is found by its
    // mask and by completing more than a (one more round), ranked above a.
    const mask = (u: string) => `${u.slice(0, 2)}***${u.slice(-1)}`;
    type Row = { name: string; completed: number; rank: number };
    const rowOfB = (board.list as Row[]).find(
      (r) => r.name === mask(b.username) && r.completed > board.me.completed,
    );
    expect(rowOfB).toBeDefined();
    expect(rowOfB!.rank).toBeLessThan(board.me.rank);
    expect(board.me.completed).toBeGreaterThanOrEqual(1);
    expect(board.me.rank).toBeGreaterThan(1);
    expect(board.window.key).toBe(periodAt('weekly', Date.now()).key);
    const bad = await call(t.app, a).get(`${BOARD}?period=monthly`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});
