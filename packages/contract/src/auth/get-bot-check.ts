import { z } from 'zod';

/**
 * GET /wps/bot-check/form-token: fetched when a registration form opens. The token goes back
 * in `botCheck.formToken`; submitting sooner than `minFillMs` after it was issued is refused.
 */
export const getFormTokenResponse = z.object({ formToken: z.string(), minFillMs: z.number() });

/** Merged into a registration: the honeypot input must stay empty (people never see it). */
export const botCheckFields = z.object({
  formToken: z.string().max(128).default(''),
  honeypot: z.string().max(256).default(''),
});
