import { z } from 'zod';
import { queryInt } from '../common/paging';
import { memberSummary } from './search-members';

/**
 * A member's page in the back office (permission 'members.view' unless said):
 * GET  /ops/members/:memberId                  profile, labels, upline, forced-change mark
 * GET  /ops/members/:memberId/logins           login attempts and their devices, newest first
 * POST /ops/members/:memberId/reset-password   ('members.password') a one-time password shown
 *                                               once to the operator; the member must change it
 *                                               at the next login; sessions end; audited
 * Balances and ledger lines: GET /ops/members/:memberId/transfers (operators/list-member-transfers).
 */
export const memberDetail = memberSummary.extend({
  nickname: z.string().nullable(),
  language: z.string().nullable(),
  labels: z.array(z.string()),
  labelColor: z.string().nullable(),
  upline: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  totpEnabled: z.boolean(),
  mustChangePassword: z.boolean(),
});
export type MemberDetail = z.infer<typeof memberDetail>;

export const listMemberLoginsQuery = z.object({
  pageNo: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 200).default(20),
});

export const memberLogin = z.object({
  id: z.number().int(),
  method: z.string(),
  success: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.number().int(),
});
export type MemberLogin = z.infer<typeof memberLogin>;

export const listMemberLoginsResponse = z.object({
  list: z.array(memberLogin),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNum: z.number().int(),
});

export const resetMemberPasswordRequest = z.object({ reason: z.string().trim().min(3).max(500) });
export const resetMemberPasswordResponse = z.object({ temporaryPassword: z.string() });

/**
 * POST /ops/members/:memberId/upline ('agents.move') — moves the member and their whole team
 * under another agent of the merchant; a move under the member's own team is refused
 * (member_upline_invalid); audited. Answers the member's profile.
 */
export const changeUplineRequest = z.object({
  uplineUsername: z.string().trim().min(1).max(64),
  reason: z.string().trim().min(3).max(500),
});
