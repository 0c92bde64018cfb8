import {
  getMissionLeaderboardQuery,
  getMissionLeaderboardResponse,
  getMissionSummaryQuery,
  getMissionSummaryResponse,
} from '@wl/contract/rewards/missions';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { relay, type RelayTable } from '../../http/relay';
import { getMissionLeaderboard } from './get-mission-leaderboard';
import { getMissionSummary } from './get-mission-summary';

/** The member's mission calls under /wps/relay (spec §7). */
export function missionRelays(deps: AppDeps): RelayTable {
  const ctx = (r: FastifyRequest) => ({
    db: deps.db,
    merchantId: r.merchant.id,
    memberId: r.session!.memberId,
    currency: r.merchant.currency,
    nowMs: deps.now(),
  });
  return {
    MCSFE_getMissionSummaryDetails: relay({
      method: 'GET',
      moduleId: 'COMM3',
      token: { realAccount: true },
      input: getMissionSummaryQuery,
      output: getMissionSummaryResponse,
      summary: 'The member’s missions of the current day and week with progress',
      handler: async (_q, r) => getMissionSummary({ ...ctx(r), language: r.language }),
    }),
    MCSFE_getMissionLeaderboard: relay({
      method: 'GET',
      moduleId: 'COMM3',
      token: { realAccount: true },
      input: getMissionLeaderboardQuery,
      output: getMissionLeaderboardResponse,
      summary: 'The period’s mission leaderboard and the member’s place',
      handler: async (q, r) =>
        getMissionLeaderboard({ ...ctx(r), sql: deps.db, period: q.period, previous: q.previous }),
    }),
  };
}
