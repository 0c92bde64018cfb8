import { z } from 'zod';
import { amountInput, moneyText } from '../ledger/amount';
import { pagingQuery } from '../common/paging';
import { pagedList } from '../agent/paged-list';

/**
 * Invite friends (member-centre page `referral`, reference §3.8), shown when the merchant's
 * REFERRAL3 switch is on (balance `availablePromo.REFERRAL.enabled`):
 * GET /wps/relay/MCSFE_getReferralDetails?autoGenerate=true   the member's code (made on the
 *     first ask when autoGenerate), how many friends joined, the domains to share, the rule
 * GET /wps/relay/MCSFE_getReferralInvitations?pageNo=&pageSize=  friends who joined, newest first
 * A friend registers with `referralCode` (or `?referralCode=` on the registration link).
 */
export const getReferralDetailsQuery = z.object({
  autoGenerate: z.enum(['true', 'false']).default('true'),
});

export const referralRuleView = z.object({
  minFirstDeposit: moneyText,
  minTurnover: moneyText,
  reward: moneyText,
  /** Turnover the bonus asks before it turns to cash, as a multiple of the bonus (1.5 = 1.5×). */
  wageringMultiple: z.number(),
  validDays: z.number().int(),
});
export type ReferralRuleView = z.infer<typeof referralRuleView>;

export const getReferralDetailsResponse = z.object({
  /** Null only when autoGenerate=false and the member has never asked for one. */
  referralCode: z.string().nullable(),
  totalInvitations: z.number().int(),
  qualifiedInvitations: z.number().int(),
  totalReward: moneyText,
  promotionDomains: z.array(z.string()),
  /** The merchant's rule; null when the merchant pays nothing for invitations now. */
  rule: referralRuleView.nullable(),
});
export type GetReferralDetailsResponse = z.infer<typeof getReferralDetailsResponse>;

export const listInvitationsQuery = pagingQuery;

export const invitationView = z.object({
  /** The friend's user name, masked. */
  friend: z.string(),
  registeredAt: z.number().int(),
  /** pending: not yet met the rule; qualified: reward waits in the reward centre; claimed. */
  status: z.enum(['pending', 'qualified', 'claimed']),
  qualifiedAt: z.number().int().nullable(),
  /** The reward the referrer earned for this friend; null while pending. */
  reward: moneyText.nullable(),
});
export type InvitationView = z.infer<typeof invitationView>;

export const listInvitationsResponse = pagedList(invitationView);
export type ListInvitationsResponse = z.infer<typeof listInvitationsResponse>;

/**
 * Operator API (/ops, permission area `rewards`, audited):
 * GET  /ops/referral-rule   rewards.view  the merchant's rule (null when none)
 * POST /ops/referral-rule   rewards.edit  create or replace it
 */
export const saveReferralRuleRequest = z.object({
  minFirstDeposit: amountInput,
  minTurnover: amountInput,
  reward: amountInput,
  wageringMultipleBps: z.number().int().min(0).max(1_000_000),
  validDays: z.number().int().min(1).max(365),
  active: z.boolean().default(true),
});
export type SaveReferralRuleRequest = z.infer<typeof saveReferralRuleRequest>;

export const opsReferralRuleView = z.object({
  minFirstDeposit: moneyText,
  minTurnover: moneyText,
  reward: moneyText,
  wageringMultipleBps: z.number().int(),
  validDays: z.number().int(),
  active: z.boolean(),
});
export const opsReferralRuleResponse = z.object({ rule: opsReferralRuleView.nullable() });
