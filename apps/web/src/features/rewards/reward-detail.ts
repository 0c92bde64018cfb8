/**
 * The second line of a reward: what it is for, from the source's details (the VIP level's
 * name, the mission's title, the invited friend, the game types of a rebate).
 */
import type { TFunction } from 'i18next';
import type { ClaimableRewardView } from '@wl/contract/rewards/reward-centre';

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export function gameTypeName(t: TFunction, gameType: string): string {
  return t(`betRecords.gameTypes.${gameType}`, gameType);
}

export function rewardDetail(t: TFunction, reward: ClaimableRewardView): string {
  const d = reward.details;
  if (Array.isArray(d.gameTypes))
    return d.gameTypes.map((g) => gameTypeName(t, text(g))).join(', ');
  return text(d.levelName) || text(d.missionTitle) || text(d.promotionTitle) || text(d.friend);
}
