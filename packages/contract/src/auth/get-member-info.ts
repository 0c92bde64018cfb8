import { z } from 'zod';
import { pagingQuery } from '../common/paging';

/** GET /wps/member/info (token). Contacts are masked; `type` 1/2/41/42 agent, 4 trial. */
export const memberInfo = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number(),
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string().nullable(), rankLevel: z.number() }),
  memberLabel: z.array(z.string()),
  memberLabelColor: z.string().nullable(),
  regDate: z.number(),
  mobile: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  email: z.string().nullable(),
  hasPassword: z.boolean(),
  hasPaymentPassword: z.boolean(),
  totpEnabled: z.boolean(),
  language: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

/** GET /wps/member/info/icon and relay MCSFE_getPlayerAvatar (token). */
export const memberIcon = z.object({ avatar: z.string(), avatarType: z.string() });

/** POST /wps/member/language (token). */
export const setLanguageRequest = z.object({ language: z.string().trim().min(2).max(5) });

/** GET /wps/member/loginHistory (token): the security centre's list, newest first. */
export const loginHistoryQuery = pagingQuery;
export const loginHistoryEntry = z.object({
  loginTime: z.number(),
  ip: z.string().nullable(),
  method: z.string(),
  success: z.boolean(),
  userAgent: z.string().nullable(),
});
export const loginHistoryResponse = z.object({
  list: z.array(loginHistoryEntry),
  pageNo: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
