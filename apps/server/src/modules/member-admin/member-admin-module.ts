import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@wl/contract/common/envelope';
import {
  lockMemberRequest,
  lockMemberResponse,
  memberIdParams,
  searchMembersQuery,
  searchMembersResponse,
} from '@wl/contract/member-admin/search-members';
import type { AppModule } from '../../app';
import { ok } from '../../http/envelope';
import { setMemberLock } from './lock-member';
import { searchMembers } from './search-members';

const tags = ['back office'];

/** Members as the back office sees them: search, lock and unlock. */
export const memberAdminModule: AppModule = {
  name: 'member-admin',
  routes(app, deps) {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get('/ops/members', {
      schema: {
        tags,
        querystring: searchMembersQuery,
        response: { 200: envelope(searchMembersResponse) },
      },
      config: { permission: 'members.view' },
      handler: async (r) =>
        ok(await searchMembers({ sql: deps.db, merchantId: r.merchant.id, query: r.query })),
    });
    for (const action of ['lock', 'unlock'] as const) {
      typed.post(`/ops/members/:memberId/${action}`, {
        schema: {
          tags,
          params: memberIdParams,
          body: lockMemberRequest,
          response: { 200: envelope(lockMemberResponse) },
        },
        config: { permission: 'members.lock' },
        handler: async (r) =>
          ok(
            await setMemberLock({
              db: deps.db,
              merchantId: r.merchant.id,
              memberId: BigInt(r.params.memberId),
              lock: action === 'lock',
              reason: r.body.reason,
              operatorId: r.operatorSession!.operator.id,
              ip: r.ip,
            }),
          ),
      });
    }
  },
};
