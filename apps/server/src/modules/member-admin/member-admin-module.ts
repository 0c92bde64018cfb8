import {
  lockMemberRequest,
  lockMemberResponse,
  memberIdParams,
  searchMembersQuery,
  searchMembersResponse,
} from '@wl/contract/member-admin/search-members';
import type { AppModule } from '../../app';
import { opsRoutes } from '../operators/ops-route';
import { setMemberLock } from './lock-member';
import { searchMembers } from './search-members';

/** Members as the back office sees them: search, lock and unlock. */
export const memberAdminModule: AppModule = {
  name: 'member-admin',
  routes(app, deps) {
    const ops = opsRoutes(app, ['back office']);
    ops.get('/ops/members', {
      permission: 'members.view',
      querystring: searchMembersQuery,
      response: searchMembersResponse,
      handler: async ({ actor, query }) =>
        searchMembers({ sql: deps.db, merchantId: actor.merchantId, query }),
    });
    for (const action of ['lock', 'unlock'] as const) {
      ops.post(`/ops/members/:memberId/${action}`, {
        permission: 'members.lock',
        params: memberIdParams,
        body: lockMemberRequest,
        response: lockMemberResponse,
        handler: async ({ actor, params, body }) =>
          setMemberLock({
            db: deps.db,
            ...actor,
            memberId: BigInt(params.memberId),
            lock: action === 'lock',
            reason: body.reason,
          }),
      });
    }
  },
};
