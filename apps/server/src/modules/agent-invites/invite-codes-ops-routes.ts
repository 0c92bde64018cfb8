import type { FastifyInstance } from 'fastify';
import {
  listOpsInviteCodesQuery,
  listOpsInviteCodesValue,
  opsInviteCodeParams,
  opsInviteCodeView,
  setOpsInviteCodeStatusRequest,
} from '@wl/contract/agent/ops-invite-codes';
import { memberIdParams } from '@wl/contract/member-admin/search-members';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { findMember } from '../members/find-member';
import { isAgentType } from '../members/member-record';
import { opsRoutes } from '../operators/ops-route';
import { listInviteCodes } from './list-invite-codes';
import { setInviteCodeStatus } from './set-invite-code-status';

/**
 * The operator's calls over an agent's invitation codes: the same list the agent sees, and
 * disabling (or enabling again) a code, audited as the operator's act.
 */
export function inviteCodesOpsRoutes(app: FastifyInstance, deps: AppDeps) {
  const ops = opsRoutes(app, ['back office']);
  /** For an operator, a member who is not an agent simply has no codes to manage. */
  const agentOf = async (merchantId: bigint, memberId: number) => {
    const member = await findMember({ sql: deps.db, merchantId, by: { id: BigInt(memberId) } });
    if (!member || !isAgentType(member.type)) throw new AppError('not_found');
    return member;
  };
  ops.get('/ops/agents/:memberId/invite-codes', {
    permission: 'agents.view',
    params: memberIdParams,
    querystring: listOpsInviteCodesQuery,
    response: listOpsInviteCodesValue,
    handler: async ({ actor, params, query }) => {
      await agentOf(actor.merchantId, params.memberId);
      return listInviteCodes({
        db: deps.db,
        merchantId: actor.merchantId,
        memberId: BigInt(params.memberId),
        page: query,
      });
    },
  });
  ops.post('/ops/agents/:memberId/invite-codes/:codeId/status', {
    permission: 'agents.edit',
    params: opsInviteCodeParams,
    body: setOpsInviteCodeStatusRequest,
    response: opsInviteCodeView,
    handler: async ({ actor, params, body }) => {
      await agentOf(actor.merchantId, params.memberId);
      return setInviteCodeStatus({
        db: deps.db,
        merchantId: actor.merchantId,
        memberId: BigInt(params.memberId),
        input: { id: params.codeId, enabled: body.enabled },
        ip: actor.ip,
        now: new Date(deps.now()),
        by: { actorType: 'operator', actorId: actor.operatorId.toString() },
      });
    },
  });
}
