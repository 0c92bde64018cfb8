import { z } from 'zod';
import { operatorRole } from './roles';

/**
 * The operator API (`/ops/...`): the merchant's staff, with their own login and role, review
 * the cashier. The `Merchant` header names the merchant as on the player API; the token from
 * login goes raw in `Authorization`, like the players' tokens.
 *
 * POST /ops/session/login   POST /ops/session/logout   GET /ops/session/me
 * An operator with a second factor sends the current TOTP code with the password; without it
 * the login answers operator_totp_required and the form asks for the code.
 */
export { operatorRole, type OperatorRole } from './roles';

export const logInOperatorRequest = z.object({
  username: z.string().trim().min(3).max(32),
  password: z.string().min(1).max(128),
  totpCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
});

export const operatorInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  role: operatorRole,
  totpEnabled: z.boolean(),
});

export const logInOperatorResponse = z.object({
  token: z.string(),
  expiresAt: z.number().int(),
  /** The session ends after this long without a call; the back office signs out with it. */
  idleTimeoutMs: z.number().int(),
  operator: operatorInfo,
});
