import { z } from 'zod';
import { queryInt } from '../common/paging';
import { pointsDetailsResponse } from '../points/member-points';
import { pointsText } from '../points/points-views';
import { bonusView } from '../promotions/promotion';

/**
 * The member page's bonuses, points and labels.
 * GET  /ops/members/:memberId/bonuses ('members.view')  newest first, with wagering progress
 * GET  /ops/members/:memberId/points  ('members.view')  balance, held, available and the lines
 * POST /ops/members/:memberId/labels  ('members.labels') the whole new set; audited
 */
export const memberBonusesResponse = z.object({ list: z.array(bonusView) });

export const memberPointsQuery = z.object({
  pageNo: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(10),
});
export const memberPointsResponse = z.object({
  balance: pointsText,
  held: pointsText,
  available: pointsText,
  details: pointsDetailsResponse,
});

/** A label: letters (any script), digits, space, '-' and '_', as risk teams name groups. */
export const memberLabel = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[\p{L}\p{N} _-]+$/u, 'letters, digits, space, - and _');
export const setMemberLabelsRequest = z.object({ labels: z.array(memberLabel).max(10) });
