import { z } from 'zod';

/** GET /wps/agent/affiliate?code=&domain= : success means the invitation code is valid. */
export const checkAffiliateQuery = z.object({
  code: z.string().trim().min(1).max(32),
  domain: z.string().trim().max(255).optional(),
});
export const checkAffiliateResponse = z.object({ code: z.string(), valid: z.literal(true) });
