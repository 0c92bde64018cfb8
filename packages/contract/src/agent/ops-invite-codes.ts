import { z } from 'zod';
import { inviteCodeView, listInviteCodesQuery, listInviteCodesValue } from './invite-codes';

/**
 * The back office's view of an agent's invitation codes (ADR 0026):
 *
 * GET  /ops/agents/:memberId/invite-codes                  the agent's codes, paged ('agents.view')
 * POST /ops/agents/:memberId/invite-codes/:codeId/status   disable or enable one ('agents.edit',
 *                                                          audited before → after)
 */
export const opsInviteCodeParams = z.object({
  memberId: z.coerce.number().int().positive(),
  codeId: z.coerce.number().int().positive(),
});
export const listOpsInviteCodesQuery = listInviteCodesQuery;
export const listOpsInviteCodesValue = listInviteCodesValue;
export const setOpsInviteCodeStatusRequest = z.object({ enabled: z.boolean() });
export const opsInviteCodeView = inviteCodeView;
