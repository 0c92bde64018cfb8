import {
  lockMemberRequest,
  lockMemberResponse,
  memberIdParams,
  searchMembersQuery,
  searchMembersResponse,
} from '@wl/contract/member-admin/search-members';
import {
  changeUplineRequest,
  listMemberLoginsQuery,
  listMemberLoginsResponse,
  memberDetail,
  resetMemberPasswordRequest,
  resetMemberPasswordResponse,
} from '@wl/contract/member-admin/member-page';
import {
  listMemberRoundsQuery,
  listMemberRoundsResponse,
  roundRecallQuery,
  roundRecallResponse,
} from '@wl/contract/member-admin/member-rounds';
import {
  memberBonusesResponse,
  memberPointsQuery,
  memberPointsResponse,
  setMemberLabelsRequest,
} from '@wl/contract/member-admin/member-rewards';
import type { AppModule } from '../../app';
import { opsRoutes } from '../operators/ops-route';
import { changeUpline } from './change-upline';
import { setMemberLock } from './lock-member';
import { getMemberDetail, listMemberLogins, resetMemberPassword } from './member-page';
import { getMemberBonuses, getMemberPoints, setMemberLabels } from './member-rewards';
import { listMemberRounds, recallRound } from './member-rounds';
import { searchMembers } from './search-members';

/**
 * Members as the back office sees them: search, the member page (bonuses, points, labels
 * included), lock, password, upline.
 */
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
    ops.get('/ops/members/:memberId', {
      permission: 'members.view',
      params: memberIdParams,
      response: memberDetail,
      handler: async ({ actor, params }) =>
        getMemberDetail({ sql: deps.db, ...actor, memberId: BigInt(params.memberId) }),
    });
    ops.get('/ops/members/:memberId/logins', {
      permission: 'members.view',
      params: memberIdParams,
      querystring: listMemberLoginsQuery,
      response: listMemberLoginsResponse,
      handler: async ({ actor, params, query }) =>
        listMemberLogins({
          sql: deps.db,
          ...actor,
          memberId: BigInt(params.memberId),
          ...query,
        }),
    });
    ops.get('/ops/members/:memberId/rounds', {
      permission: 'members.view',
      params: memberIdParams,
      querystring: listMemberRoundsQuery,
      response: listMemberRoundsResponse,
      handler: async ({ actor, params, query }) =>
        listMemberRounds({ sql: deps.db, ...actor, memberId: BigInt(params.memberId), query }),
    });
    ops.get('/ops/members/:memberId/rounds/recall', {
      permission: 'members.view',
      params: memberIdParams,
      querystring: roundRecallQuery,
      response: roundRecallResponse,
      handler: async ({ actor, params, query }) =>
        recallRound({ sql: deps.db, ...actor, memberId: BigInt(params.memberId), ...query }),
    });
    ops.post('/ops/members/:memberId/reset-password', {
      permission: 'members.password',
      params: memberIdParams,
      body: resetMemberPasswordRequest,
      response: resetMemberPasswordResponse,
      handler: async ({ actor, params, body }) =>
        resetMemberPassword({
          db: deps.db,
          ...actor,
          memberId: BigInt(params.memberId),
          reason: body.reason,
        }),
    });
    ops.post('/ops/members/:memberId/upline', {
      permission: 'agents.move',
      params: memberIdParams,
      body: changeUplineRequest,
      response: memberDetail,
      handler: async ({ actor, params, body }) =>
        changeUpline({ db: deps.db, ...actor, memberId: BigInt(params.memberId), ...body }),
    });
    ops.get('/ops/members/:memberId/bonuses', {
      permission: 'members.view',
      params: memberIdParams,
      response: memberBonusesResponse,
      handler: async ({ actor, params }) =>
        getMemberBonuses({ sql: deps.db, ...actor, memberId: BigInt(params.memberId) }),
    });
    ops.get('/ops/members/:memberId/points', {
      permission: 'members.view',
      params: memberIdParams,
      querystring: memberPointsQuery,
      response: memberPointsResponse,
      handler: async ({ actor, params, query }) =>
        getMemberPoints({ sql: deps.db, ...actor, memberId: BigInt(params.memberId), ...query }),
    });
    ops.post('/ops/members/:memberId/labels', {
      permission: 'members.labels',
      params: memberIdParams,
      body: setMemberLabelsRequest,
      response: memberDetail,
      handler: async ({ actor, params, body }) =>
        setMemberLabels({
          db: deps.db,
          ...actor,
          memberId: BigInt(params.memberId),
          labels: body.labels,
        }),
    });
  },
};
