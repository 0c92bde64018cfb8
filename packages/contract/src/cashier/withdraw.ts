import { z } from 'zod';
import { queryInt } from '../common/paging';
import { amountInput, idempotencyKeyInput, moneyText } from '../ledger/amount';

/**
 * POST /wps/v2/transaction/withdraw (encrypted, token, real account): asks for a payout to one
 * of the member's payout accounts. The amount is held at once (the available balance drops);
 * an operator approves (the hold is posted) or rejects (the hold is released).
 * `password` is the payment password, empty when the merchant has WDRAWNOPASSVERIF3 on.
 */
export const withdrawRequest = z.object({
  amount: amountInput,
  bankCardId: z.coerce.number().int().positive(),
  password: z.string().max(64).optional(),
  groupId: z.coerce.number().int().min(0).max(1000).optional(),
  idempotencyKey: idempotencyKeyInput.optional(),
});

export const withdrawalStatus = z.enum(['pending', 'approved', 'rejected']);
export const confirmationStatus = z.enum([
  'awaiting',
  'received',
  'not_received',
  'fully_received',
  'forced_received',
]);
export type ConfirmationStatus = z.infer<typeof confirmationStatus>;

export const withdrawalRecord = z.object({
  orderNo: z.string(),
  amount: moneyText,
  cardType: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  status: withdrawalStatus,
  reason: z.string().nullable(),
  confirmationStatus: confirmationStatus.nullable(),
  receivedAmount: moneyText,
  remainder: moneyText,
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  confirmDueAt: z.number().int().nullable(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecord>;

export const withdrawResponse = withdrawalRecord.extend({ availBalance: moneyText });

/** GET /wps/relay/MCSFE_getWithdrawRecords (token, real account): newest first. */
export const listWithdrawRecordsQuery = z.object({
  status: withdrawalStatus.optional(),
  pageNo: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(15),
});
export const listWithdrawRecordsResponse = z.object({
  list: z.array(withdrawalRecord),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNum: z.number().int(),
});
