import {
  getPersonalProfitQuery,
  getPersonalProfitValue,
} from '@wl/contract/bet-records/get-personal-profit';
import {
  getBetDetailQuery,
  getBetDetailValue,
  getBetHistoryQuery,
  getBetHistoryValue,
} from '@wl/contract/bet-records/list-bet-history';
import type { AppModule } from '../../app';
import { relay } from '../../http/relay';
import { getPersonalProfit } from './get-personal-profit';
import { getBetDetail, listBetHistory } from './list-bet-history';

const memberOf = (r: { session: { memberId: bigint } | null }) => r.session!.memberId;

/** Member centre: betting record (personalHistoryCopy) and profit and loss (personalProfit). */
export const betRecordsModule: AppModule = {
  name: 'bet-records',
  relays: (deps) => ({
    ODSFE2_getBetHistory: relay({
      method: 'GET',
      moduleId: 'COMM3',
      token: true,
      input: getBetHistoryQuery,
      output: getBetHistoryValue,
      summary: 'Betting record: rounds with filters, paging and totals',
      handler: async (q, request) => {
        const { pageNo, pageSize, ...filters } = q;
        return listBetHistory({
          sql: deps.db,
          memberId: memberOf(request),
          filters,
          pageNo,
          pageSize,
          nowMs: deps.now(),
        });
      },
    }),
    ODSFE2_getBetDetail: relay({
      method: 'GET',
      moduleId: 'COMM3',
      token: true,
      input: getBetDetailQuery,
      output: getBetDetailValue,
      summary: 'One round of the betting record, with the vendor round page',
      handler: async (q, request) =>
        getBetDetail({
          sql: deps.db,
          merchantId: request.merchant.id,
          memberId: memberOf(request),
          id: BigInt(q.id),
        }),
    }),
    ODSFE2_getPersonalProfit: relay({
      method: 'GET',
      moduleId: 'COMM3',
      token: true,
      input: getPersonalProfitQuery,
      output: getPersonalProfitValue,
      summary: 'Profit and loss by game type and vendor',
      handler: async (q, request) =>
        getPersonalProfit({
          sql: deps.db,
          memberId: memberOf(request),
          filters: q,
          nowMs: deps.now(),
        }),
    }),
  }),
};
