import {
  claimRebateRequest,
  claimRebateResponse,
  getRebateQuery,
  getRebateResponse,
} from '@wl/contract/rewards/get-rebate';
import type { AppDeps } from '../../app-deps';
import { relay, type RelayTable } from '../../http/relay';
import { claimRebate } from './claim-rebate';
import { getRebate } from './get-rebate';

const REAL = { realAccount: true } as const;
const member = (r: { session: { memberId: bigint } | null }) => r.session!.memberId;

/** The member's rewards calls under /wps/relay (reference §3.8). Thin: one use case each. */
export function rewardsRelays(deps: AppDeps): RelayTable {
  const db = deps.db;
  return {
    MCSFE_getCustomerRebateSettingByProductType: relay({
      method: 'GET',
      moduleId: 'COMM3',
      token: REAL,
      input: getRebateQuery,
      output: getRebateResponse,
      handler: async (_q, r) => getRebate({ sql: db, merchant: r.merchant, memberId: member(r) }),
    }),
    MCSFE_claimRebate: relay({
      method: 'POST',
      moduleId: 'COMM3',
      token: REAL,
      input: claimRebateRequest,
      output: claimRebateResponse,
      handler: async (_b, r) =>
        claimRebate({
          db,
          merchantId: r.merchant.id,
          memberId: member(r),
          currency: r.merchant.currency,
        }),
    }),
  };
}
