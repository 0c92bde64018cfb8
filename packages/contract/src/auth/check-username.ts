import { z } from 'zod';

/** GET /wps/check/username?username= : success true when free; username_taken when not. */
export const checkUsernameQuery = z.object({ username: z.string().trim().min(1).max(64) });
export const checkUsernameResponse = z.object({ username: z.string(), available: z.literal(true) });
