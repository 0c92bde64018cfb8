import { z } from 'zod';

/** POST /wps/session/login/freeplay: a trial (type 4) account with a demo balance. */
export const freePlayRequest = z
  .object({ os: z.string().max(32).optional(), platform: z.string().max(8).optional() })
  .default({});
