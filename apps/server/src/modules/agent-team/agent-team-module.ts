import { envelope } from '@wl/contract/common/envelope';
import { getTeamOverviewQuery, getTeamOverviewValue } from '@wl/contract/agent/get-team-overview';
import {
  getDownlinePnlQuery,
  getDownlinePnlValue,
  getTeamBettingQuery,
  getTeamBettingValue,
  getTeamTransactionsQuery,
  getTeamTransactionsValue,
} from '@wl/contract/agent/list-team-reports';
import { listDownlinesQuery, listDownlinesValue } from '@wl/contract/agent/list-downlines';
import { openDownlineRequest, openDownlineValue } from '@wl/contract/agent/open-downline';
import {
  transferDownlineRequest,
  transferDownlineValue,
} from '@wl/contract/agent/transfer-downline';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppModule } from '../../app';
import { ok } from '../../http/envelope';
import { ENCRYPTED_CALL } from '../../http/encrypted-body';
import { moduleSwitch, relay } from '../../http/relay';
import { clientKey } from '../cashier/client-key';
import { runTeamStatsFold } from './fold-team-stats';
import { getTeamOverview } from './get-team-overview';
import { listDownlines } from './list-downlines';
import { listDownlinePnl, listTeamBetting, listTeamTransactions } from './list-team-reports';
import { openDownline } from './open-downline';
import { transferToDownline } from './transfer-to-downline';

const memberOf = (r: { session: { memberId: bigint } | null }) => r.session!.memberId;
const AGENT = 'AGENTCENTER3';

/**
 * The agent centre's team calls (spec §2, §7): overview, team management, opening downline
 * accounts, transfers and red envelopes, team betting, user profit and loss, team
 * transactions. Every call checks the signed-in member is an agent and every member it names
 * is in its team (agent-access.ts). The fold of the team figures runs every 30 seconds.
 */
export const agentTeamModule: AppModule = {
  name: 'agent-team',
  jobs: (deps) => [
    {
      name: 'agent-team.fold-stats',
      everyMs: 30_000,
      run: () => runTeamStatsFold(deps).then(() => {}),
    },
  ],
  relays: (deps) => ({
    ODSFE2_getTeamOverviewSum: relay({
      method: 'GET',
      moduleId: AGENT,
      token: { realAccount: true },
      input: getTeamOverviewQuery,
      output: getTeamOverviewValue,
      summary: 'Team overview of the agent over a period, with a point a day',
      handler: (q, r) =>
        getTeamOverview({
          db: deps.db,
          merchant: r.merchant,
          memberId: memberOf(r),
          range: q,
          nowMs: deps.now(),
        }),
    }),
    ODSFE2_getTeamBetting: relay({
      method: 'GET',
      moduleId: AGENT,
      token: { realAccount: true },
      input: getTeamBettingQuery,
      output: getTeamBettingValue,
      summary: "Team betting: the rounds of the agent's team",
      handler: (q, r) =>
        listTeamBetting({
          db: deps.db,
          merchant: r.merchant,
          memberId: memberOf(r),
          query: q,
          nowMs: deps.now(),
        }),
    }),
    ODSFE2_getDownlinePNL: relay({
      method: 'GET',
      moduleId: AGENT,
      token: { realAccount: true },
      input: getDownlinePnlQuery,
      output: getDownlinePnlValue,
      summary: 'User profit and loss: one row per team member, sortable',
      handler: (q, r) =>
        listDownlinePnl({
          db: deps.db,
          merchant: r.merchant,
          memberId: memberOf(r),
          query: q,
          nowMs: deps.now(),
        }),
    }),
    ODSFE2_getTeamTransactions: relay({
      method: 'GET',
      moduleId: AGENT,
      token: { realAccount: true },
      input: getTeamTransactionsQuery,
      output: getTeamTransactionsValue,
      summary: "Team transactions: deposits and withdrawals of the agent's team",
      handler: (q, r) =>
        listTeamTransactions({
          db: deps.db,
          merchant: r.merchant,
          memberId: memberOf(r),
          query: q,
          nowMs: deps.now(),
        }),
    }),
  }),
  routes(app, deps) {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const agent = [moduleSwitch(AGENT), deps.guard({ realAccount: true })];

    typed.get('/wps/agent/downlines', {
      schema: {
        tags: ['agent'],
        summary: 'Team management: direct downline (drill down) or the whole team',
        querystring: listDownlinesQuery,
        response: { 200: envelope(listDownlinesValue) },
      },
      preHandler: agent,
      handler: async (r) =>
        ok(
          await listDownlines({
            db: deps.db,
            merchant: r.merchant,
            memberId: memberOf(r),
            query: r.query,
          }),
        ),
    });

    typed.post('/wps/agent/downline', {
      schema: {
        tags: ['agent'],
        summary: 'Open an account below the agent (agent or player, default password)',
        description: ENCRYPTED_CALL,
        body: openDownlineRequest,
        response: { 200: envelope(openDownlineValue) },
      },
      preValidation: [...agent, deps.decryptBody],
      handler: async (r) =>
        ok(
          await openDownline({
            db: deps.db,
            merchant: r.merchant,
            memberId: memberOf(r),
            input: r.body,
            ip: r.ip,
          }),
        ),
    });

    typed.put('/wps/agent/transferDownline', {
      schema: {
        tags: ['agent'],
        summary: 'Money to a member of the team: transfer or red envelope (payment password)',
        description: ENCRYPTED_CALL,
        body: transferDownlineRequest,
        response: { 200: envelope(transferDownlineValue) },
      },
      preValidation: [...agent, deps.decryptBody],
      handler: async (r) =>
        ok(
          await transferToDownline({
            db: deps.db,
            merchant: r.merchant,
            memberId: memberOf(r),
            input: r.body,
            idempotencyKey: clientKey(r, r.body.idempotencyKey),
            ip: r.ip,
          }),
        ),
    });
  },
};
