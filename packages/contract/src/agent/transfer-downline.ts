import { z } from 'zod';
import { amountInput, idempotencyKeyInput, moneyText } from '../ledger/amount';

/**
 * `PUT /wps/agent/transferDownline` (encrypted, token, agents): money from the agent's main
 * wallet to a member of its team, a plain transfer or a red envelope (a gift with a note),
 * always with the agent's payment password. Idempotent by key.
 */
export const transferDownlineRequest = z.object({
  username: z.string().trim().min(1).max(32),
  amount: amountInput,
  kind: z.enum(['transfer', 'redEnvelope']).default('transfer'),
  remark: z.string().trim().max(140).optional(),
  password: z.string().max(64),
  idempotencyKey: idempotencyKeyInput.optional(),
});
export type TransferDownlineRequest = z.input<typeof transferDownlineRequest>;

export const transferDownlineValue = z.object({
  replayed: z.boolean(),
  username: z.string(),
  amount: moneyText,
  availBalance: moneyText,
});
export type TransferDownlineValue = z.infer<typeof transferDownlineValue>;
