import type { SeedPart } from './seed';
import { insertMission, type MissionInput } from '../../modules/missions/mission-store';
import { upsertRebateRate } from '../../modules/rewards/rebate-store';
import { upsertVipLevel, type VipLevel } from '../../modules/rewards/vip-store';
import { findReferralRule, upsertReferralRule } from '../../modules/referral/referral-store';

/**
 * The DEMO merchant's rewards for development and the journeys (not in tests: test files set
 * up what they need): VIP levels, rebate rates per game type and level, daily and weekly
 * missions, and the invite-friends rule. Each part is written only where the merchant has
 * none yet, so an operator's later changes survive `npm run db:seed`.
 */
export const seedDemoRewards: SeedPart = async (db, config) => {
  if (config.APP_ENV !== 'development') return;
  const merchant = (
    await db.query<{ id: bigint; currency: string }>(
      `SELECT id, currency FROM merchants WHERE code = 'DEMO'`,
    )
  ).rows[0];
  if (!merchant) return;
  const none = async (table: string) =>
    (await db.query(`SELECT 1 FROM ${table} WHERE merchant_id = $1 LIMIT 1`, [merchant.id]))
      .rowCount === 0;

  if (await none('vip_levels')) {
    for (const level of VIP_LEVELS) await upsertVipLevel(db, merchant.id, level);
  }
  if (await none('rebate_rates')) {
    for (const [gameType, rates] of Object.entries(REBATE_BPS)) {
      for (const [vipLevel, rateBps] of rates.entries()) {
        await upsertRebateRate(db, { merchantId: merchant.id, gameType, vipLevel, rateBps });
      }
    }
  }
  if (await none('missions')) {
    for (const [sort, m] of MISSIONS.entries()) {
      await insertMission(db, merchant.id, {
        ...m,
        currency: merchant.currency,
        active: true,
        sort,
      });
    }
  }
  if (!(await findReferralRule(db, merchant.id))) {
    await upsertReferralRule(db, merchant.id, {
      minFirstDepositMinor: 10_000n,
      minTurnoverMinor: 50_000n,
      rewardMinor: 2_800n,
      wageringMultipleBps: 10_000,
      validDays: 30,
      active: true,
    });
  }
};

const level = (
  n: number,
  name: string,
  validBet: number,
  deposit: number,
  bonuses: [upgrade: number, monthly: number, birthday: number],
  dailyWithdrawal: number | null,
): VipLevel => ({
  level: n,
  name,
  minValidBetMinor: BigInt(validBet * 100),
  minDepositMinor: BigInt(deposit * 100),
  upgradeBonusMinor: BigInt(bonuses[0] * 100),
  monthlyBonusMinor: BigInt(bonuses[1] * 100),
  birthdayBonusMinor: BigInt(bonuses[2] * 100),
  dailyWithdrawalLimitMinor: dailyWithdrawal === null ? null : BigInt(dailyWithdrawal * 100),
});

const VIP_LEVELS: VipLevel[] = [
  level(0, 'Bronze', 0, 0, [0, 0, 0], 50_000),
  level(1, 'Silver', 10_000, 2_000, [58, 18, 28], 100_000),
  level(2, 'Gold', 50_000, 10_000, [188, 58, 88], 200_000),
  level(3, 'Platinum', 200_000, 50_000, [588, 188, 288], 500_000),
  level(4, 'Diamond', 1_000_000, 200_000, [1_888, 588, 888], 1_000_000),
  level(5, 'Black', 5_000_000, 1_000_000, [8_888, 1_888, 2_888], null),
];

/** Basis points of valid bets by VIP level 0 … 5. */
const REBATE_BPS: Record<string, number[]> = {
  RNG: [50, 60, 70, 80, 90, 100],
  LIVE: [30, 40, 50, 60, 70, 80],
  FISH: [50, 60, 70, 80, 90, 100],
  SPORTS: [20, 30, 40, 50, 60, 70],
  PVP: [30, 40, 50, 60, 70, 80],
  LOTT: [10, 20, 30, 40, 50, 60],
};

const MISSIONS: Omit<MissionInput, 'currency' | 'active' | 'sort'>[] = [
  {
    title: 'Log in today',
    titles: {
      cn: '今日登录',
      tw: '今日登入',
      th: 'เข้าสู่ระบบวันนี้',
      vi: 'Đăng nhập hôm nay',
      id: 'Masuk hari ini',
      ty: 'Mag-log in ngayon',
    },
    period: 'daily',
    kind: 'login_days',
    gameType: null,
    target: 1n,
    rewardMinor: 200n,
  },
  {
    title: 'Play 10 rounds',
    titles: {
      cn: '游戏 10 局',
      tw: '遊戲 10 局',
      th: 'เล่น 10 รอบ',
      vi: 'Chơi 10 ván',
      id: 'Main 10 putaran',
      ty: 'Maglaro ng 10 round',
    },
    period: 'daily',
    kind: 'rounds',
    gameType: null,
    target: 10n,
    rewardMinor: 500n,
  },
  {
    title: 'Bet 500 on slots',
    titles: {
      cn: '老虎机投注 500',
      tw: '老虎機投注 500',
      th: 'เดิมพันสล็อต 500',
      vi: 'Cược 500 vào slot',
      id: 'Taruhan 500 di slot',
      ty: 'Tumaya ng 500 sa slots',
    },
    period: 'daily',
    kind: 'turnover',
    gameType: 'RNG',
    target: 50_000n,
    rewardMinor: 1_000n,
  },
  {
    title: 'Deposit 1,000 this week',
    titles: {
      cn: '本周存款 1,000',
      tw: '本週存款 1,000',
      th: 'ฝากเงิน 1,000 ในสัปดาห์นี้',
      vi: 'Nạp 1.000 trong tuần này',
      id: 'Deposit 1.000 minggu ini',
      ty: 'Mag-deposit ng 1,000 ngayong linggo',
    },
    period: 'weekly',
    kind: 'deposit',
    gameType: null,
    target: 100_000n,
    rewardMinor: 2_000n,
  },
  {
    title: 'Invite a friend',
    titles: {
      cn: '邀请一位好友',
      tw: '邀請一位好友',
      th: 'ชวนเพื่อน 1 คน',
      vi: 'Mời một người bạn',
      id: 'Undang seorang teman',
      ty: 'Mag-imbita ng isang kaibigan',
    },
    period: 'weekly',
    kind: 'invite',
    gameType: null,
    target: 1n,
    rewardMinor: 1_500n,
  },
];
