import { z } from 'zod';

/**
 * `POST /wps/agent/downline` (encrypted, token, agents): open an account directly below the
 * signed-in agent, an agent or a player. It gets the merchant's default password, so its
 * first login forces a change of password (spec §4).
 */
export const openDownlineRequest = z.object({
  /** A letter, then letters and digits: 4 to 16 (the registration's default user-name rule). */
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9]{3,15}$/),
  accountType: z.enum(['agent', 'player']),
  nickname: z.string().trim().max(32).optional(),
});
export type OpenDownlineRequest = z.infer<typeof openDownlineRequest>;

export const openDownlineValue = z.object({
  memberId: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  mustChangePassword: z.literal(true),
});
export type OpenDownlineValue = z.infer<typeof openDownlineValue>;
