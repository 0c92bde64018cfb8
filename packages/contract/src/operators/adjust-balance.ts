import { z } from 'zod';
import { idempotencyKeyInput, moneyText } from '../ledger/amount';

/**
 * Manual balance adjustments of a member's main wallet.
 * POST /ops/adjustments                   a signed amount ("-25.00" debits) and a reason;
 *                                         above the merchant's threshold it waits for a
 *                                         second operator (a supervisor)
 * GET  /ops/adjustments?status=pending_approval
 * POST /ops/adjustments/:id/approve       by a supervisor who did not ask for it
 * POST /ops/adjustments/:id/reject
 */
export const adjustmentStatus = z.enum(['pending_approval', 'applied', 'rejected']);

export const adjustBalanceRequest = z.object({
  memberId: z.coerce.number().int().positive(),
  amount: z
    .string()
    .regex(/^-?\d{1,15}(\.\d{1,2})?$/)
    .refine((v) => !/^-?0+(\.0+)?$/.test(v), 'must not be zero'),
  reason: z.string().trim().min(3).max(500),
  idempotencyKey: idempotencyKeyInput,
});

export const adjustment = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  amount: moneyText,
  reason: z.string(),
  status: adjustmentStatus,
  requestedBy: z.number().int(),
  decidedBy: z.number().int().nullable(),
  transferId: z.string().nullable(),
  createdAt: z.number().int(),
});
export type Adjustment = z.infer<typeof adjustment>;

export const adjustBalanceResponse = adjustment;
export const adjustmentParams = z.object({ id: z.coerce.number().int().positive() });
export const listAdjustmentsQuery = z.object({ status: adjustmentStatus.optional() });
export const listAdjustmentsResponse = z.array(adjustment);
