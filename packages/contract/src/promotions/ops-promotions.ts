import { z } from 'zod';
import { amountInput, moneyText } from '../ledger/amount';
import { APPLICATION_STATUSES, applicationView } from './apply-promotion';
import { PROMOTION_CATEGORIES, PROMOTION_KINDS, promotionTarget } from './promotion';

/**
 * Operator API (permission 'promotions.edit' / 'promotions.review'):
 *   POST /ops/promotions            create       PUT /ops/promotions/:id   edit (whole)
 *   GET  /ops/promotions            list         GET /ops/promotions/:id   one, for its editor
 *   GET  /ops/promotion-applications?status=
 *   POST /ops/promotion-applications/:id/review  approve with an amount / reject with a reason
 */
/** The languages the player site has full sets of; a promotion's texts are keyed by them. */
export const PROMOTION_LANGUAGES = ['en', 'tw', 'cn', 'id', 'th', 'ty', 'vi'] as const;

const languageText = z.object({
  title: z.string().min(1).max(120),
  summary: z.string().max(300).default(''),
  /** HTML; the server sanitises it (no script, style, event handlers, javascript: URLs). */
  content: z.string().max(100_000).default(''),
});

export const savePromotionRequest = z
  .object({
    kind: z.enum(PROMOTION_KINDS),
    category: z.enum(PROMOTION_CATEGORIES),
    /** Language variants, e.g. { en: {...}, tw: {...} }; at least one. */
    texts: z
      .record(z.string().regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/), languageText)
      .refine((t) => Object.keys(t).length > 0, 'field_texts_need_one'),
    target: promotionTarget.default({ type: 'all' }),
    percentBps: z.number().int().min(1).max(100_000).nullable().default(null),
    fixedAmount: amountInput.nullable().default(null),
    maxBonus: amountInput.nullable().default(null),
    minDeposit: amountInput.nullable().default(null),
    wageringMultipleBps: z.number().int().min(0).max(10_000_000).default(0),
    wageringIncludesDeposit: z.boolean().default(false),
    contributionBps: z.record(z.string().max(20), z.number().int().min(0).max(10_000)).default({
      '*': 10_000,
    }),
    maxBet: amountInput.nullable().default(null),
    maxCashout: amountInput.nullable().default(null),
    validDays: z.number().int().min(1).max(365).default(7),
    forfeitOnWithdrawal: z.boolean().default(true),
    limitPerDevice: z.boolean().default(false),
    limitPerIp: z.boolean().default(false),
    limitPerPaymentAccount: z.boolean().default(false),
    /** Raffles only: prizes and their weights (amount 0 = no prize). */
    rafflePrizes: z
      .array(
        z.object({
          amount: z.union([amountInput, z.literal('0'), z.literal(0)]),
          weight: z.number().int().min(1).max(1_000_000),
        }),
      )
      .min(1)
      .max(50)
      .nullable()
      .default(null),
    startDate: z.number().int(),
    endDate: z.number().int().nullable().default(null),
    enabled: z.boolean().default(true),
    sortOrder: z.number().int().min(-1000).max(1000).default(0),
  })
  .refine((p) => p.endDate === null || p.endDate > p.startDate, {
    message: 'field_end_before_start',
    path: ['endDate'],
  })
  .refine((p) => (p.kind === 'raffle') === (p.rafflePrizes !== null), {
    message: 'field_prizes_only_raffles',
    path: ['rafflePrizes'],
  });
export type SavePromotionRequest = z.infer<typeof savePromotionRequest>;

export const opsPromotionParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

export const opsPromotionView = z.object({
  id: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  category: z.enum(PROMOTION_CATEGORIES),
  title: z.string(),
  enabled: z.boolean(),
  startDate: z.number().int(),
  endDate: z.number().int().nullable(),
  raffleSeedHash: z.string().nullable(),
});
export const listOpsPromotionsResponse = z.object({ list: z.array(opsPromotionView) });

/**
 * GET /ops/promotions/:id (promotions.view) — the whole promotion in the shape a save request
 * takes (money as decimal text), so an editor sends back what it left alone. A raffle shows
 * its published seed hash, never the seed.
 */
export const opsPromotionDetail = z.object({
  id: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  category: z.enum(PROMOTION_CATEGORIES),
  texts: z.record(
    z.string(),
    z.object({ title: z.string(), summary: z.string(), content: z.string() }),
  ),
  target: promotionTarget,
  percentBps: z.number().int().nullable(),
  fixedAmount: moneyText.nullable(),
  maxBonus: moneyText.nullable(),
  minDeposit: moneyText.nullable(),
  wageringMultipleBps: z.number().int(),
  wageringIncludesDeposit: z.boolean(),
  contributionBps: z.record(z.string(), z.number().int()),
  maxBet: moneyText.nullable(),
  maxCashout: moneyText.nullable(),
  validDays: z.number().int(),
  forfeitOnWithdrawal: z.boolean(),
  limitPerDevice: z.boolean(),
  limitPerIp: z.boolean(),
  limitPerPaymentAccount: z.boolean(),
  rafflePrizes: z.array(z.object({ amount: z.string(), weight: z.number().int() })).nullable(),
  raffleSeedHash: z.string().nullable(),
  /** The uploaded picture (PUT …/artwork), null before one is. */
  imageUrl: z.string().nullable(),
  startDate: z.number().int(),
  endDate: z.number().int().nullable(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type OpsPromotionDetail = z.infer<typeof opsPromotionDetail>;

export const listOpsApplicationsQuery = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
});
export const listOpsApplicationsResponse = z.object({
  list: z.array(applicationView.extend({ memberId: z.string() })),
});

export const reviewApplicationRequest = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), amount: amountInput }),
  z.object({ decision: z.literal('reject'), reason: z.string().trim().min(1).max(500) }),
]);
export const reviewApplicationResponse = applicationView;

/** PUT /ops/promotions/:id/artwork: the promotion's picture, base64 (PNG or JPEG, < 5 MB). */
export const promotionArtworkRequest = z.object({
  contentBase64: z
    .string()
    .min(1)
    .max(7 * 1024 * 1024),
});
