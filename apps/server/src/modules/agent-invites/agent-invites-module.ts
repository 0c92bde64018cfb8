import { envelope } from '@wl/contract/common/envelope';
import {
  createInviteCodeRequest,
  inviteCodeView,
  listInviteCodesQuery,
  listInviteCodesValue,
  setInviteCodeStatusRequest,
} from '@wl/contract/agent/invite-codes';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppModule } from '../../app';
import { ok } from '../../http/envelope';
import { moduleSwitch } from '../../http/relay';
import { createInviteCode } from './create-invite-code';
import { listInviteCodes } from './list-invite-codes';
import { setInviteCodeStatus } from './set-invite-code-status';
import { inviteCodesOpsRoutes } from './invite-codes-ops-routes';

const tags = ['agent'];

/** Who acts: the signed-in agent of the request's merchant. */
const actor = (r: {
  merchant: { id: bigint };
  session: { memberId: bigint } | null;
  ip: string;
}) => ({ merchantId: r.merchant.id, memberId: r.session!.memberId, ip: r.ip });

/**
 * Invitation codes (ADR 0026): the agent's calls to make, list and disable its codes.
 * Registration resolves a code through resolve-agent-invite.ts; every call here acts only on
 * the signed-in agent's own codes.
 */
export const agentInvitesModule: AppModule = {
  name: 'agent-invites',
  routes(app, deps) {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    inviteCodesOpsRoutes(app, deps);
    const agent = [moduleSwitch('AGENTCENTER3'), deps.guard({ realAccount: true })];
    const now = () => new Date(deps.now());

    typed.get('/wps/agent/inviteCodes', {
      schema: {
        tags,
        summary: "The agent's invitation codes, with how many registered through each",
        querystring: listInviteCodesQuery,
        response: { 200: envelope(listInviteCodesValue) },
      },
      preHandler: agent,
      handler: async (r) =>
        ok(
          await listInviteCodes({
            db: deps.db,
            ...actor(r),
            page: r.query,
          }),
        ),
    });

    typed.post('/wps/agent/inviteCodes', {
      schema: {
        tags,
        summary: 'Make an invitation code with the terms a newcomer inherits',
        body: createInviteCodeRequest,
        response: { 200: envelope(inviteCodeView) },
      },
      preHandler: agent,
      handler: async (r) =>
        ok(
          await createInviteCode({
            db: deps.db,
            ...actor(r),
            merchant: r.merchant,
            input: r.body,
            now: now(),
          }),
        ),
    });

    typed.put('/wps/agent/inviteCodes/status', {
      schema: {
        tags,
        summary: "Disable or enable one of the agent's invitation codes",
        body: setInviteCodeStatusRequest,
        response: { 200: envelope(inviteCodeView) },
      },
      preHandler: agent,
      handler: async (r) =>
        ok(await setInviteCodeStatus({ db: deps.db, ...actor(r), input: r.body, now: now() })),
    });
  },
};
