import { z } from 'zod';
import { amountInput, idempotencyKeyInput, moneyText } from '../ledger/amount';

/**
 * POST /wps/relay/MCSFE_depositByLaunchUrl (token, real account): an online-gateway deposit.
 * Answers the gateway's pay page; the wallet is credited when the gateway's signed callback
 * says paid, exactly once.
 *
 * POST /wps/relay/MCSFE_manualTransferByAccountName: a bank-transfer deposit. The member sends
 * the money to the channel's payee account and tells us their name and the transfer reference;
 * an operator confirms it.
 */
export const depositByLaunchUrlRequest = z.object({
  amount: amountInput,
  vendorId: z.string().min(1).max(32),
  bankCode: z.string().max(32).optional(),
  mcsBankCode: z.string().max(32).optional(),
  idempotencyKey: idempotencyKeyInput.optional(),
});

export const manualTransferRequest = z.object({
  amount: amountInput,
  vendorId: z.string().min(1).max(32),
  /** The name on the member's paying account. */
  payeeName: z.string().trim().min(1).max(100),
  /** The bank's transfer reference, when the member has one. */
  reference: z.string().trim().max(100).optional(),
  targetUsername: z.string().max(64).optional(),
  bankCode: z.string().max(32).optional(),
  mcsBankCode: z.string().max(32).optional(),
  idempotencyKey: idempotencyKeyInput.optional(),
});

export const depositStatus = z.enum(['pending', 'credited', 'failed', 'rejected']);

export const depositRecord = z.object({
  orderNo: z.string(),
  kind: z.enum(['bank_transfer', 'gateway']),
  channelName: z.string(),
  amount: moneyText,
  status: depositStatus,
  /** Gateway deposits: where the member pays. */
  payUrl: z.string().nullable(),
  payee: z.object({ name: z.string(), account: z.string(), bank: z.string() }).nullable(),
  reason: z.string().nullable(),
  createdAt: z.number().int(),
});
export type DepositRecord = z.infer<typeof depositRecord>;

export const createDepositResponse = depositRecord;
