import { z } from 'zod';
import { moneyText } from '../ledger/amount';

/**
 * Promotions (issue 11): the kinds, categories, targets and member statuses shared by the
 * player calls and the operator API.
 */
export const PROMOTION_KINDS = [
  /** Automatic: a percentage or fixed bonus on every qualifying deposit. */
  'deposit_bonus',
  /** Automatic: a match of the member's first deposit. */
  'first_deposit',
  /** Automatic: a match of every deposit after the first. */
  'reload',
  /** The member applies (remark + up to 3 images); an operator approves with an amount. */
  'apply',
  /** The member claims a fixed bonus once eligible (targeted, within the schedule). */
  'claim',
  /** A lucky draw: the prize comes from a provably fair draw of a committed seed. */
  'raffle',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const AUTOMATIC_KINDS: readonly PromotionKind[] = [
  'deposit_bonus',
  'first_deposit',
  'reload',
];

/** Categories of the original clients (reference §6.6), shown as tabs. */
export const PROMOTION_CATEGORIES = [
  'rng_promo',
  'live_promo',
  'pvp_promo',
  'sport_promo',
  'fish_promo',
  'lotto_promo',
  'rebate_promo',
  'deposit_promo',
  'new_player',
  'other_promo',
] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** A member's status on a promotion (spec §4), which decides the action button. */
export const PROMOTION_STATUSES = [
  'join',
  'claim',
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'in_progress',
  'signed_up',
  'coming_soon',
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const promotionTarget = z.discriminatedUnion('type', [
  z.object({ type: z.literal('all') }),
  /** Members who registered at most this many days before they qualify. */
  z.object({ type: z.literal('new_members'), withinDays: z.number().int().min(1).max(365) }),
  z.object({ type: z.literal('vip_levels'), levels: z.array(z.number().int().min(0)).min(1) }),
  /** The teams (downlines, any depth) of these agents. */
  z.object({ type: z.literal('agent_teams'), agentIds: z.array(z.string()).min(1).max(100) }),
]);
export type PromotionTarget = z.infer<typeof promotionTarget>;

export const promotionSummary = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(PROMOTION_CATEGORIES),
  promotionType: z.enum(PROMOTION_KINDS),
  imageUrl: z.string().nullable(),
  startDate: z.number().int(),
  endDate: z.number().int().nullable(),
  /** The viewer's status; a visitor sees join / claim / coming_soon / closed. */
  status: z.enum(PROMOTION_STATUSES),
});
export type PromotionSummary = z.infer<typeof promotionSummary>;

/** A bonus and its wagering progress (bonusDetails, promotion detail). */
export const bonusView = z.object({
  id: z.string(),
  source: z.string(),
  sourceRef: z.string(),
  amount: moneyText,
  wageringRequired: moneyText,
  wagered: moneyText,
  /** Whole per cent of the requirement met, 0..100. */
  progressPercent: z.number().int().min(0).max(100),
  maxBet: moneyText.nullable(),
  maxCashout: moneyText.nullable(),
  status: z.enum(['active', 'converted', 'expired', 'forfeited']),
  released: moneyText,
  grantedAt: z.number().int(),
  expiresAt: z.number().int(),
});
export type BonusView = z.infer<typeof bonusView>;
