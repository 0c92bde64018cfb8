import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { call, mainBalanceMinor, memberWithMoney } from '../cashier/cashier-test-support';
import { checkLedger } from '../ledger/check-ledger';
import { createTestMember } from '../ledger/test-support';
import { claimReward } from './reward-centre';
import { runVipReview } from './run-vip-review';
import { setRebateRate, setVipLevel, settledRound, sumTransfers } from './rewards-test-support';

const CENTRE = '/wps/relay/MCSFE_getRewardCenter';
const CLAIM = '/wps/relay/MCSFE_claimReward';
const CLAIM_ALL = '/wps/relay/MCSFE_claimAllRewards';
const VIP = '/wps/relay/MCSFE_getPlayerRankProgress';
const NOW = Date.parse('2026-11-28T10:00:00Z');

describe('VIP levels and the reward centre', () => {
  const t = useTestApp({ now: () => NOW });

  beforeAll(async () => {
    const merchant = await t.db.query<{ id: bigint }>(
      `SELECT id FROM merchants WHERE code = 'DEMO'`,
    );
    const merchantId = merchant.rows[0]!.id;
    await setVipLevel(t.db, merchantId, { level: 0, name: 'Bronze' });
    await setVipLevel(t.db, merchantId, {
      level: 1,
      name: 'Silver',
      minValidBetMinor: 100_000n,
      minDepositMinor: 50_000n,
      upgradeBonusMinor: 1_000n,
      monthlyBonusMinor: 500n,
    });
    await setVipLevel(t.db, merchantId, {
      level: 5,
      name: 'Diamond',
      minValidBetMinor: 500_000n,
      minDepositMinor: 100_000n,
      upgradeBonusMinor: 5_000n,
      birthdayBonusMinor: 2_000n,
    });
    await setRebateRate(t.db, merchantId, 'RNG', 0, 100);
  });

  it('shows level 0 and the progress to the next level before any play', async () => {
    const m = await memberWithMoney(t.db, { amountMinor: 25_000n });
    await settledRound(t.db, m, { stakeMinor: 80_000n, status: 'open' });
    const v = (await call(t.app, m).get(VIP)).json().value;
    expect(v).toMatchObject({
      level: 0,
      playerRankName: 'Bronze',
      validBet: '0.00',
      deposit: '250.00',
      next: { level: 1, name: 'Silver', validBetMissing: '1000.00', depositMissing: '250.00' },
    });
    expect(v.next.percent).toBe(0);
    expect(v.levels).toHaveLength(3);
    expect((await call(t.app, m).get(CENTRE)).json().value).toMatchObject({ count: 0 });
  });

  it('raises the level from bets and deposits and issues the upgrade and monthly bonus', async () => {
    const m = await memberWithMoney(t.db, { amountMinor: 60_000n });
    await settledRound(t.db, m, { stakeMinor: 120_000n });
    const v = (await call(t.app, m).get(VIP)).json().value;
    expect(v).toMatchObject({ level: 1, playerRankName: 'Silver', next: { level: 5 } });
    const balance = (await call(t.app, m).get('/wps/v2/wallets/balance')).json().value;
    expect(balance).toMatchObject({ hasVip: true, vipRankLevel: 1 });
    const centre = (await call(t.app, m).get(CENTRE)).json().value;
    expect(centre.count).toBe(3);
    expect(
      centre.items.map((i: { source: string; amount: string }) => [i.source, i.amount]),
    ).toEqual(
      expect.arrayContaining([
        ['vip_upgrade', '10.00'],
        ['vip_monthly', '5.00'],
        ['rebate', '12.00'],
      ]),
    );
    expect(centre.totalAmount).toBe('27.00');
    const before = await mainBalanceMinor(t.db, m.memberId);
    const upgrade = centre.items.find((i: { source: string }) => i.source === 'vip_upgrade');
    const one = (await call(t.app, m).post(CLAIM, { id: upgrade.id })).json();
    expect(one).toMatchObject({ success: true, value: { totalAmount: '10.00' } });
    const again = (await call(t.app, m).post(CLAIM, { id: upgrade.id })).json();
    expect(again).toMatchObject({ success: false, errorCode: 'rewards.already_claimed' });
    const all = (await call(t.app, m).post(CLAIM_ALL, {})).json();
    expect(all).toMatchObject({ success: true, value: { totalAmount: '17.00' } });
    expect(await mainBalanceMinor(t.db, m.memberId)).toBe(before + 2_700n);
    expect((await call(t.app, m).get(CENTRE)).json().value.count).toBe(0);
    const none = (await call(t.app, m).post(CLAIM_ALL, {})).json();
    expect(none).toMatchObject({ success: false, errorCode: 'rewards.nothing_to_claim' });
    // Reviewing again issues nothing twice.
    await call(t.app, m).get(VIP);
    expect((await call(t.app, m).get(CENTRE)).json().value.count).toBe(0);
  });

  it('issues every passed level’s upgrade bonus and the birthday bonus on the birthday', async () => {
    const m = await memberWithMoney(t.db, { amountMinor: 100_000n });
    await t.db.query(`UPDATE members SET birth_date = '1990-11-28' WHERE id = $1`, [m.memberId]);
    await settledRound(t.db, m, { stakeMinor: 600_000n, gameType: 'LIVE' });
    const v = (await call(t.app, m).get(VIP)).json().value;
    expect(v).toMatchObject({ level: 5, playerRankName: 'Diamond', next: null });
    const items = (await call(t.app, m).get(CENTRE)).json().value.items;
    const keys = items.map((i: { source: string; amount: string }) => `${i.source} ${i.amount}`);
    expect(keys.sort()).toEqual(['vip_birthday 20.00', 'vip_upgrade 10.00', 'vip_upgrade 50.00']);
    const info = (await call(t.app, m).get('/wps/member/info')).json().value;
    expect(info.clubLabel).toEqual({ labelName: 'Diamond', rankLevel: 5 });
  });

  it('pays one reward once under 50 simultaneous claims', async () => {
    const m = await memberWithMoney(t.db, { amountMinor: 60_000n });
    await settledRound(t.db, m, { stakeMinor: 100_000n, gameType: 'PVP' });
    const items = (await call(t.app, m).get(CENTRE)).json().value.items;
    const upgrade = items.find((i: { source: string }) => i.source === 'vip_upgrade');
    const ctx = {
      db: t.db,
      merchantId: m.merchantId,
      memberId: m.memberId,
      currency: m.currency,
      nowMs: NOW,
      id: upgrade.id as string,
    };
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () =>
        claimReward(ctx)
          .then(() => 'paid')
          .catch((e: { code?: string }) => e.code),
      ),
    );
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'rewards.already_claimed')).toHaveLength(49);
    expect(await sumTransfers(t.db, m.memberId, 'PROMOTION')).toBe(1_000n);
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  });

  it('refuses an unknown reward id and another member’s reward', async () => {
    const owner = await memberWithMoney(t.db, { amountMinor: 60_000n });
    await settledRound(t.db, owner, { stakeMinor: 100_000n });
    const items = (await call(t.app, owner).get(CENTRE)).json().value.items;
    const other = await createTestMember(t.db);
    const upgrade = items.find((i: { source: string }) => i.source === 'vip_upgrade');
    const stolen = (await call(t.app, other).post(CLAIM, { id: upgrade.id })).json();
    expect(stolen).toMatchObject({ success: false, errorCode: 'rewards.reward_not_found' });
    const unknown = (await call(t.app, other).post(CLAIM, { id: 'nothing:1' })).json();
    expect(unknown).toMatchObject({ success: false, errorCode: 'rewards.reward_not_found' });
    const bad = (await call(t.app, other).post(CLAIM, { id: '<script>' })).json();
    expect(bad.success).toBe(false);
  });

  it('issues the next month’s bonus from the periodic review, once however often it runs', async () => {
    const m = await memberWithMoney(t.db, { amountMinor: 60_000n });
    await settledRound(t.db, m, { stakeMinor: 100_000n });
    const december = new Date('2026-12-01T00:30:00Z');
    await runVipReview({ db: t.db }, december);
    await runVipReview({ db: t.db }, december);
    const rewards = await t.db.query<{ reward_key: string }>(
      'SELECT reward_key FROM member_rewards WHERE member_id = $1 ORDER BY reward_key',
      [m.memberId],
    );
    expect(rewards.rows.map((r) => r.reward_key)).toEqual(['vip:monthly:2026-12', 'vip:upgrade:1']);
    const level = await t.db.query<{ club_rank_level: number }>(
      'SELECT club_rank_level FROM members WHERE id = $1',
      [m.memberId],
    );
    expect(level.rows[0]!.club_rank_level).toBe(1);
  });
});
