import { z } from 'zod';
import { VERIFICATION_METHODS } from './log-in';

/** POST /wps/session/login/verification/code (token of the pending session): send a code. */
export const sendLoginCodeRequest = z.object({ method: z.enum(['sms', 'email']) });
export const sendLoginCodeResponse = z.object({ expiredMinutes: z.number() });

/**
 * POST /wps/session/login/verification (encrypted; token of the pending session). `code` for
 * sms, email and totp; `payeeName` for the real-name method. Answers a new login value.
 */
export const verifyLoginRequest = z.object({
  method: z.enum(VERIFICATION_METHODS),
  code: z.string().trim().max(255).optional(),
  payeeName: z.string().trim().max(128).optional(),
});
export type VerifyLoginRequest = z.infer<typeof verifyLoginRequest>;
