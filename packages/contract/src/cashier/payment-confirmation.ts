import { z } from 'zod';
import { amountInput } from '../ledger/amount';
import { withdrawalRecord } from './withdraw';

/**
 * Receipt confirmation of paid withdrawals (spec §4).
 * GET  /wps/relay/MCSFE_getPaymentConfirmationList   approved withdrawals and their states
 * POST /wps/relay/MCSFE_processC2CTransaction        the member's answer:
 *   - `fully_received`: everything arrived (final);
 *   - `received` with `receivedAmount`: part arrived, the remainder is still awaited;
 *   - `not_received`: with 1–3 proof images (png/jpg, each under 5 MB, base64), for review.
 * Unanswered confirmations turn `forced_received` after the merchant's N minutes.
 */
export const getPaymentConfirmationListQuery = z.object({
  open: z.enum(['Y', 'N']).optional(),
});
export const getPaymentConfirmationListResponse = z.array(withdrawalRecord);

export const proofImage = z.object({
  fileName: z.string().max(200).optional(),
  /** The file's bytes in base64 (a data: URL prefix is accepted). */
  contentBase64: z.string().min(8).max(7_000_000),
});

export const processC2CRequest = z.object({
  orderNo: z.string().min(1).max(40),
  action: z.enum(['received', 'not_received', 'fully_received']),
  receivedAmount: amountInput.optional(),
  proofs: z.array(proofImage).max(3).optional(),
});
export const processC2CResponse = withdrawalRecord;

/** Proof limits (spec §9): png or jpg, under 5 MB each, at most 3. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024 - 1;
export const PROOF_MAX_FILES = 3;
