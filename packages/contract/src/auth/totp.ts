import { z } from 'zod';

/**
 * GET /wps/member/security/totp (token): when not enabled, a pending secret to scan
 * (`otpauthUrl`, RFC 6238, 30 s, 6 digits); the same secret until it is enabled.
 */
export const getTotpResponse = z.object({
  enabled: z.boolean(),
  secret: z.string().nullable(),
  otpauthUrl: z.string().nullable(),
});

/** POST /wps/member/security/totp (token): a current code turns it on (or off). */
export const setTotpRequest = z.object({
  enable: z.boolean(),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const setTotpResponse = z.object({ enabled: z.boolean() });
