import { z } from 'zod';
import { pagingQuery } from '../common/paging';
import { contractKinds, tierInput, tierView } from '../contracts/process-contract';
import { pagedList } from './paged-list';

/**
 * Invitation codes of an agent (ADR 0026), all with a token, agents only:
 * GET  /wps/agent/inviteCodes          the agent's codes with how many registered through each
 * POST /wps/agent/inviteCodes          a new code (given, or drawn by the server) with terms
 * PUT  /wps/agent/inviteCodes/status   disable or enable one of the agent's own codes
 * A newcomer who registers with a code (`affiliateCode`, `referralCode` or `?r=` in the link)
 * is placed under the agent with the code's account type; an agent code's contract offers are
 * proposed to the newcomer on registration, to sign or refuse.
 */
export const inviteCodeText = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,20}$/);

export const inviteOfferInput = z.object({
  kind: z.enum(contractKinds),
  /** A dividend's period; the salaries have the period of their name. */
  period: z.enum(['daily', 'weekly', 'half_monthly', 'monthly']).optional(),
  tiers: z.array(tierInput).min(1).max(50),
});

export const createInviteCodeRequest = z
  .object({
    code: inviteCodeText.optional(),
    accountType: z.enum(['agent', 'player']),
    offers: z.array(inviteOfferInput).max(contractKinds.length).default([]),
    note: z.string().trim().max(64).optional(),
  })
  .refine((b) => b.accountType === 'agent' || b.offers.length === 0, {
    message: 'only an agent code carries contract offers',
    path: ['offers'],
  })
  .refine((b) => new Set(b.offers.map((o) => o.kind)).size === b.offers.length, {
    message: 'one offer per contract kind',
    path: ['offers'],
  });
export type CreateInviteCodeRequest = z.input<typeof createInviteCodeRequest>;

export const inviteOfferView = z.object({
  kind: z.enum(contractKinds),
  period: z.string(),
  topRatio: z.string(),
  tiers: z.array(tierView),
});

export const inviteCodeView = z.object({
  id: z.number().int(),
  code: z.string(),
  accountType: z.enum(['agent', 'player']),
  offers: z.array(inviteOfferView),
  note: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
  /** The agent's single affiliate code of before, kept as a player code. */
  legacy: z.boolean(),
  /** How many members registered with this code. */
  registered: z.number().int(),
  createdAt: z.number().int(),
});
export type InviteCodeView = z.infer<typeof inviteCodeView>;

export const listInviteCodesQuery = pagingQuery;
export const listInviteCodesValue = pagedList(inviteCodeView);
export type ListInviteCodesValue = z.infer<typeof listInviteCodesValue>;

export const setInviteCodeStatusRequest = z.object({
  id: z.coerce.number().int().positive(),
  enabled: z.boolean(),
});
export type SetInviteCodeStatusRequest = z.infer<typeof setInviteCodeStatusRequest>;
