import type {
  GetReferralDetailsResponse,
  ListInvitationsResponse,
  ReferralRuleView,
} from '@wl/contract/rewards/referral';
import type { Db, Sql } from '../../db/db';
import { money } from '../cashier/money-edge';
import { maskUsername } from '../games/get-rank-list';
import type { Merchant } from '../merchants/merchant';
import { qualifyReferrals } from './qualify-referrals';
import { ensureReferralCode } from './referral-code';
import { requireReferralEnabled } from './referral-enabled';
import {
  countReferrals,
  findReferralCode,
  findReferralRule,
  listReferrals,
  type ReferralRule,
} from './referral-store';

interface ReferrerContext {
  db: Db;
  merchant: Merchant;
  memberId: bigint;
  now: Date;
}

export function ruleView(rule: ReferralRule, currency: string): ReferralRuleView {
  return {
    minFirstDeposit: money(rule.minFirstDepositMinor, currency),
    minTurnover: money(rule.minTurnoverMinor, currency),
    reward: money(rule.rewardMinor, currency),
    wageringMultiple: rule.wageringMultipleBps / 10_000,
    validDays: rule.validDays,
  };
}

/** The domains a member shares: the main domain first, then the merchant's other domains. */
async function promotionDomains(sql: Sql, merchant: Merchant): Promise<string[]> {
  const r = await sql.query<{ domain: string }>(
    'SELECT domain FROM merchant_domains WHERE merchant_id = $1 ORDER BY domain',
    [merchant.id],
  );
  const main = merchant.statusConfig.mainDomain;
  const all = r.rows.map((x) => x.domain);
  return main ? [main, ...all.filter((d) => d !== main)] : all;
}

/**
 * MCSFE_getReferralDetails: the member's code (made now when `autoGenerate` and missing), the
 * friends who joined with it and the merchant's rule. Friends are measured first, so one who
 * just met the rule shows as qualified.
 */
export async function getReferralDetails(
  ctx: ReferrerContext & { autoGenerate: boolean },
): Promise<GetReferralDetailsResponse> {
  const { db, merchant, memberId } = ctx;
  requireReferralEnabled(merchant);
  const code = ctx.autoGenerate
    ? await ensureReferralCode(db, { merchantId: merchant.id, memberId })
    : await findReferralCode(db, memberId);
  await qualifyReferrals(db, { merchantId: merchant.id, referrerId: memberId }, ctx.now);
  const [counts, rule, domains] = await Promise.all([
    countReferrals(db, memberId),
    findReferralRule(db, merchant.id),
    promotionDomains(db, merchant),
  ]);
  return {
    referralCode: code,
    totalInvitations: counts.total,
    qualifiedInvitations: counts.qualified,
    totalReward: money(counts.rewardMinor, merchant.currency),
    promotionDomains: domains,
    rule: rule?.active ? ruleView(rule, merchant.currency) : null,
  };
}

/** MCSFE_getReferralInvitations: the friends who joined with the member's code, newest first. */
export async function listInvitations(
  ctx: ReferrerContext & { pageNo: number; pageSize: number },
): Promise<ListInvitationsResponse> {
  const { db, merchant, memberId, pageNo, pageSize } = ctx;
  requireReferralEnabled(merchant);
  await qualifyReferrals(db, { merchantId: merchant.id, referrerId: memberId }, ctx.now);
  const [counts, rows] = await Promise.all([
    countReferrals(db, memberId),
    listReferrals(db, memberId, { limit: pageSize, offset: (pageNo - 1) * pageSize }),
  ]);
  return {
    list: rows.map((r) => ({
      friend: maskUsername(r.friendUsername),
      registeredAt: r.createdAt.getTime(),
      status: r.status,
      qualifiedAt: r.qualifiedAt?.getTime() ?? null,
      reward: r.rewardMinor === null ? null : money(r.rewardMinor, merchant.currency),
    })),
    pageNo,
    pageSize,
    total: counts.total,
    totalPages: Math.ceil(counts.total / pageSize),
  };
}
