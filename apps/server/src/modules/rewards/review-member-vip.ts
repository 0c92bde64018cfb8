import type { Db } from '../../db/db';
import { moneyTx } from '../ledger/money-tx';
import { sumMemberFlows } from '../ledger/sum-member-flows';
import { issueReward } from './reward-store';
import { selectVipProgressAdded } from './vip-progress-store';
import {
  listVipLevels,
  lockMemberVip,
  selectLifetimeValidBets,
  setMemberRank,
  type VipLevel,
} from './vip-store';

export interface VipStanding {
  level: number;
  levels: VipLevel[];
  /** Settled rounds' valid bets plus `addedMinor`. */
  validBetMinor: bigint;
  /** Valid-bet progress bought with points (vip-progress-store.ts). */
  addedMinor: bigint;
  depositMinor: bigint;
}

/** The highest level whose two thresholds the totals reach (levels are sorted). */
export function reachedLevel(
  levels: VipLevel[],
  totals: { validBetMinor: bigint; depositMinor: bigint },
): number {
  let reached = 0;
  for (const l of levels) {
    if (totals.validBetMinor >= l.minValidBetMinor && totals.depositMinor >= l.minDepositMinor)
      reached = Math.max(reached, l.level);
  }
  return reached;
}

/**
 * Brings a member's VIP level up to date and issues what it earns into the reward centre: an
 * upgrade bonus for every level passed, this month's bonus of the level held, and the
 * birthday bonus on the birthday (UTC). Levels never go down. Idempotent: each reward has a
 * key per member (`vip:upgrade:3`, `vip:monthly:2026-11`, `vip:birthday:2026`), so running it
 * again — from a page view or the periodic job — issues nothing twice.
 */
export async function reviewMemberVip(options: {
  db: Db;
  merchantId: bigint;
  memberId: bigint;
  currency: string;
  nowMs: number;
}): Promise<VipStanding> {
  const { db, merchantId, memberId, currency, nowMs } = options;
  return moneyTx(db, async (tx) => {
    const member = await lockMemberVip(tx, memberId);
    const levels = await listVipLevels(tx, merchantId);
    const flows = await sumMemberFlows({ sql: tx, memberId });
    const addedMinor = await selectVipProgressAdded(tx, memberId);
    const totals = {
      validBetMinor: (await selectLifetimeValidBets(tx, memberId)) + addedMinor,
      addedMinor,
      depositMinor: flows.get('DEPOSIT')?.inMinor ?? 0n,
    };
    if (!member || member.type === 4) return { level: 0, levels, ...totals };
    const level = Math.max(member.level, reachedLevel(levels, totals));
    const held = levels.find((l) => l.level === level);
    if (level > member.level) await setMemberRank(tx, memberId, level, held?.name ?? '');
    const issue =
      (source: 'vip_upgrade' | 'vip_monthly' | 'vip_birthday', key: string) =>
      (amountMinor: bigint, l: VipLevel) =>
        amountMinor > 0n
          ? issueReward(tx, {
              merchantId,
              memberId,
              source,
              rewardKey: key,
              amountMinor,
              currency,
              details: { level: l.level, levelName: l.name },
            })
          : Promise.resolve();
    for (const l of levels.filter((x) => x.level > member.level && x.level <= level))
      await issue('vip_upgrade', `vip:upgrade:${l.level}`)(l.upgradeBonusMinor, l);
    if (held && level > 0) await issuePeriodic(held, member.birthDate, nowMs, issue);
    return { level, levels, ...totals };
  });
}

async function issuePeriodic(
  held: VipLevel,
  birthDate: string | null,
  nowMs: number,
  issue: (
    source: 'vip_monthly' | 'vip_birthday',
    key: string,
  ) => (amountMinor: bigint, l: VipLevel) => Promise<void>,
) {
  const today = new Date(nowMs).toISOString();
  const month = today.slice(0, 7);
  await issue('vip_monthly', `vip:monthly:${month}`)(held.monthlyBonusMinor, held);
  if (birthDate === today.slice(5, 10))
    await issue('vip_birthday', `vip:birthday:${today.slice(0, 4)}`)(held.birthdayBonusMinor, held);
}
