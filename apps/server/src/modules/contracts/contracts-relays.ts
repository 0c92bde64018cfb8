import {
  getContractHistoryQuery,
  getContractHistoryResponse,
  getContractIncomeQuery,
  getContractIncomeResponse,
} from '@wl/contract/contracts/contract-income';
import {
  processContractRequest,
  processContractResponse,
} from '@wl/contract/contracts/process-contract';
import type { AppDeps } from '../../app-deps';
import { relay, type RelayTable } from '../../http/relay';
import type { ContractKind } from './contract-store';
import { getContractHistory } from './get-contract-history';
import { getContractIncome } from './get-contract-income';
import { processContract } from './process-contract';

const REAL = { realAccount: true } as const;
const member = (r: { session: { memberId: bigint } | null }) => r.session!.memberId;

/** The contract calls of reference §3.9 (one per kind) and what the agent pages need. */
export function contractsRelays(deps: AppDeps): RelayTable {
  const db = deps.db;
  const now = () => new Date(deps.now());
  const process = (kind: ContractKind, method: 'GET' | 'POST', moduleId: string) =>
    relay({
      method,
      moduleId,
      token: REAL,
      input: processContractRequest,
      output: processContractResponse,
      handler: async (input, r) =>
        processContract({
          db,
          merchantId: r.merchant.id,
          memberId: member(r),
          kind,
          input,
          now: now(),
        }),
    });
  return {
    MCS2_processDividendReq: process('dividend', 'GET', 'SIGNCONDIV3'),
    MCS2_processDailySalContract: process('daily_salary', 'GET', 'DAILYSALCONT3'),
    MCS2_processContractHourSalary: process('hourly_salary', 'POST', 'HOURSAL3'),
    MCSFE_processRealTimeSalaryContract: process('realtime_salary', 'POST', 'RTSALARY3'),
    MCSFE_getContractIncome: relay({
      method: 'GET',
      moduleId: 'COMM3',
      token: REAL,
      input: getContractIncomeQuery,
      output: getContractIncomeResponse,
      handler: async (q, r) =>
        getContractIncome({ db, merchantId: r.merchant.id, memberId: member(r), ...q }),
    }),
    MCSFE_getContractHistory: relay({
      method: 'GET',
      moduleId: 'COMM3',
      token: REAL,
      input: getContractHistoryQuery,
      output: getContractHistoryResponse,
      handler: async (q, r) =>
        getContractHistory({
          db,
          merchantId: r.merchant.id,
          memberId: member(r),
          contractId: BigInt(q.contractId),
          now: now(),
        }),
    }),
  };
}
