import { z } from 'zod';

/**
 * The operator API (`/ops/...`): the merchant's staff, with their own login and role, review
 * the cashier. The `Merchant` header names the merchant as on the player API; the token from
 * login goes raw in `Authorization`, like the players' tokens.
 *
 * POST /ops/session/login   POST /ops/session/logout   GET /ops/session/me
 */
export const operatorRole = z.enum(['cashier', 'supervisor']);
export type OperatorRole = z.infer<typeof operatorRole>;

export const logInOperatorRequest = z.object({
  username: z.string().trim().min(3).max(32),
  password: z.string().min(1).max(128),
});

export const operatorInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  role: operatorRole,
});

export const logInOperatorResponse = z.object({
  token: z.string(),
  expiresAt: z.number().int(),
  operator: operatorInfo,
});
