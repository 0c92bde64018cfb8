import { z } from 'zod';
import { queryInt } from '../common/paging';
import { depositRecord, depositStatus } from '../cashier/create-deposit';
import { confirmationStatus, withdrawalRecord, withdrawalStatus } from '../cashier/withdraw';

/**
 * Cashier review by operators.
 * GET  /ops/deposits?status=pending                  POST /ops/deposits/:orderNo/confirm
 *                                                    POST /ops/deposits/:orderNo/reject
 * GET  /ops/withdrawals?status=pending               POST /ops/withdrawals/:orderNo/approve
 *                                                    POST /ops/withdrawals/:orderNo/reject
 *                                                    POST /ops/withdrawals/:orderNo/force-received
 * Every decision is audited with the record before and after.
 */
// Both queues also list one member's orders (the member page) with ?memberId=.
const page = {
  memberId: z.coerce.number().int().positive().optional(),
  pageNo: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 200).default(50),
};

export const orderParams = z.object({ orderNo: z.string().regex(/^[DW][0-9A-Z]{16}$/) });

export const listDepositsForReviewQuery = z.object({ status: depositStatus.optional(), ...page });
export const reviewDeposit = depositRecord.extend({
  memberId: z.number().int(),
  payerName: z.string(),
  payerReference: z.string(),
});
export const listDepositsForReviewResponse = z.object({
  list: z.array(reviewDeposit),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNum: z.number().int(),
});

export const listWithdrawalsForReviewQuery = z.object({
  status: withdrawalStatus.optional(),
  confirmation: confirmationStatus.optional(),
  ...page,
});
export const listWithdrawalsForReviewResponse = z.object({
  list: z.array(withdrawalRecord),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNum: z.number().int(),
});

export const decisionRequest = z.object({ reason: z.string().trim().max(500).optional() });
export const reasonRequired = z.object({ reason: z.string().trim().min(3).max(500) });

export const depositDecisionResponse = depositRecord;
export const withdrawalDecisionResponse = withdrawalRecord;
