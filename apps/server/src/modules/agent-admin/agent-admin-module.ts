import {
  agentPathQuery,
  agentPathResponse,
  agentTreeQuery,
  agentTreeResponse,
} from '@wl/contract/agent/ops-agents';
import { getTeamOverviewQuery, getTeamOverviewValue } from '@wl/contract/agent/get-team-overview';
import { memberIdParams } from '@wl/contract/member-admin/search-members';
import type { AppModule } from '../../app';
import { AppError } from '../../http/app-error';
import { teamOverviewOf } from '../agent-team/get-team-overview';
import { findMember } from '../members/find-member';
import { opsRoutes } from '../operators/ops-route';
import { findPath, listTreeLevel } from './agent-tree-view';

/**
 * Agents as the back office sees them: the downline tree level by level, a jump to any member
 * by user name, and an agent's team figures for a period. Contracts and bills are the
 * contracts module's /ops calls, filtered by the agent's user name.
 */
export const agentAdminModule: AppModule = {
  name: 'agent-admin',
  routes(app, deps) {
    const ops = opsRoutes(app, ['back office']);
    ops.get('/ops/agents/tree', {
      permission: 'agents.view',
      querystring: agentTreeQuery,
      response: agentTreeResponse,
      handler: async ({ actor, query }) =>
        listTreeLevel({ sql: deps.db, merchantId: actor.merchantId, query }),
    });
    ops.get('/ops/agents/path', {
      permission: 'agents.view',
      querystring: agentPathQuery,
      response: agentPathResponse,
      handler: async ({ actor, query }) =>
        findPath({ sql: deps.db, merchantId: actor.merchantId, username: query.username }),
    });
    ops.get('/ops/agents/:memberId/team', {
      permission: 'agents.view',
      params: memberIdParams,
      querystring: getTeamOverviewQuery,
      response: getTeamOverviewValue,
      handler: async ({ actor, params, query, request }) => {
        const by = { id: BigInt(params.memberId) };
        const agent = await findMember({ sql: deps.db, merchantId: actor.merchantId, by });
        if (!agent) throw new AppError('not_found');
        return teamOverviewOf({
          db: deps.db,
          merchant: request.merchant,
          agentId: agent.id,
          range: query,
          nowMs: deps.now(),
        });
      },
    });
  },
};
