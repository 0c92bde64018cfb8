import { z } from 'zod';
import { amountInput, idempotencyKeyInput, moneyText } from '../ledger/amount';

/**
 * transferUpline: send money from the main wallet to the member's upline agent, where the
 * merchant allows it (TRANSFERUPLINE3).
 * GET  /wps/relay/MCSFE_getTransferUplineInfo          (token, real account)
 * POST /wps/v2/transaction/transferUpline  (encrypted, token, real account; payment password)
 */
export const getTransferUplineInfoResponse = z.object({
  enabled: z.boolean(),
  uplineUsername: z.string().nullable(),
  availBalance: moneyText,
  needPaymentPassword: z.boolean(),
});

export const transferUplineRequest = z.object({
  amount: amountInput,
  password: z.string().max(64).optional(),
  idempotencyKey: idempotencyKeyInput.optional(),
});
export const transferUplineResponse = z.object({
  replayed: z.boolean(),
  uplineUsername: z.string(),
  amount: moneyText,
  availBalance: moneyText,
});
