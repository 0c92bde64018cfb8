import { z } from 'zod';
import { idempotencyKeyInput, moneyText } from '../ledger/amount';
import { pagingQuery } from '../common/paging';
import { goodsView, orderView, pointsText } from './points-views';

/**
 * The member's points calls under /wps/relay (reference §3.8, module PTSYS3, token, real
 * account; PC names with the MCS2_ prefix):
 * GET  MCS2_getPointBalance      balance, held by orders under review, available
 * GET  MCS2_getPointConfig       exchange ratio, minimum conversion, rules text
 * GET  MCS2_getPointReward       the goods on sale, with categories
 * GET  MCS2_getRedeemPointList   the member's exchange records (status applying/passed/rejected)
 * POST passwordCheck/MCS2_redeemPointReward   redeem a good (payment password)
 * POST passwordCheck/MCS2_convertPoint        points to cash (payment password)
 * Points details: GET ODSFE2_MemTransDet?accountType=points (time range and paging as the
 * account record; each line with the points balance after it).
 */
export const emptyQuery = z.object({});

export const pointBalanceResponse = z.object({
  balance: pointsText,
  held: pointsText,
  available: pointsText,
});

export const pointConfigResponse = z.object({
  pointsPerUnit: pointsText,
  minConvertPoints: pointsText,
  rulesText: z.string(),
  currency: z.string(),
});

export const pointRewardResponse = z.object({
  categories: z.array(z.string()),
  list: z.array(goodsView),
});

export const redeemListQuery = pagingQuery.extend({
  status: z.enum(['applying', 'passed', 'rejected']).optional(),
});
export const redeemListResponse = z.object({
  list: z.array(orderView),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNum: z.number().int(),
});

export const pointsDetailRow = z.object({
  id: z.string(),
  time: z.number().int(),
  code: z.enum(['POINTS_EARN', 'POINTS_REDEEM']),
  /** Signed: positive earned, negative spent. */
  points: pointsText,
  /** The member's points balance right after this line. */
  balance: pointsText,
  remark: z.string(),
});
export type PointsDetailRow = z.infer<typeof pointsDetailRow>;

export const pointsDetailsResponse = z.object({
  accountType: z.literal('points'),
  list: z.array(pointsDetailRow),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNum: z.number().int(),
});

export const redeemRequest = z.object({
  goodsId: z.coerce.number().int().min(1),
  /** Payment password (spec §6). */
  password: z.string().min(1).max(64),
  recipient: z.string().max(100).optional(),
  address: z.string().max(300).optional(),
  phone: z
    .string()
    .regex(/^\+?[0-9 -]{5,20}$/)
    .optional(),
  idempotencyKey: idempotencyKeyInput.optional(),
});
export const redeemResponse = orderView;

export const convertRequest = z.object({
  points: z.coerce.number().int().min(1).max(1_000_000_000),
  password: z.string().min(1).max(64),
  idempotencyKey: idempotencyKeyInput.optional(),
});
export const convertResponse = z.object({
  points: pointsText,
  amount: moneyText,
  replayed: z.boolean(),
});
