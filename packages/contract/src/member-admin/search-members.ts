import { z } from 'zod';
import { queryInt } from '../common/paging';

/**
 * GET /ops/members (permission 'members.view') — find members by one field: user name (prefix,
 * any case), mobile, e-mail (any case), IP (registration or any login) or invitation code.
 * POST /ops/members/:memberId/lock | unlock ('members.lock') — a locked member cannot log in
 * and their open sessions end; both audited with the status before and after.
 */
export const memberSearchField = z.enum(['username', 'mobile', 'email', 'ip', 'invitationCode']);
export type MemberSearchField = z.infer<typeof memberSearchField>;

export const searchMembersQuery = z.object({
  field: memberSearchField.default('username'),
  keyword: z.string().trim().max(64).default(''),
  pageNo: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 200).default(20),
});
export type SearchMembersQuery = z.infer<typeof searchMembersQuery>;

export const memberStatus = z.enum(['active', 'locked', 'self_excluded', 'closed']);

export const memberSummary = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  status: memberStatus,
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  invitationCode: z.string().nullable(),
  registerIp: z.string().nullable(),
  createdAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
});
export type MemberSummary = z.infer<typeof memberSummary>;

export const searchMembersResponse = z.object({
  list: z.array(memberSummary),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNum: z.number().int(),
});

export const memberIdParams = z.object({ memberId: z.coerce.number().int().positive() });
export const lockMemberRequest = z.object({ reason: z.string().trim().min(3).max(500) });
export const lockMemberResponse = memberSummary;
