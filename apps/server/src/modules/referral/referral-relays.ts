import {
  getReferralDetailsQuery,
  getReferralDetailsResponse,
  listInvitationsQuery,
  listInvitationsResponse,
} from '@wl/contract/rewards/referral';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { relay, type RelayTable } from '../../http/relay';
import { getReferralDetails, listInvitations } from './get-referral-details';

const REAL = { realAccount: true } as const;

/** Invite friends under /wps/relay (reference §3.8); the use cases check REFERRAL3. */
export function referralRelays(deps: AppDeps): RelayTable {
  const ctx = (r: FastifyRequest) => ({
    db: deps.db,
    merchant: r.merchant,
    memberId: r.session!.memberId,
    now: new Date(deps.now()),
  });
  return {
    MCSFE_getReferralDetails: relay({
      method: 'GET',
      moduleId: 'REFERRAL3',
      token: REAL,
      input: getReferralDetailsQuery,
      output: getReferralDetailsResponse,
      handler: async (q, r) =>
        getReferralDetails({ ...ctx(r), autoGenerate: q.autoGenerate === 'true' }),
    }),
    MCSFE_getReferralInvitations: relay({
      method: 'GET',
      moduleId: 'REFERRAL3',
      token: REAL,
      input: listInvitationsQuery,
      output: listInvitationsResponse,
      handler: async (q, r) => listInvitations({ ...ctx(r), ...q }),
    }),
  };
}
