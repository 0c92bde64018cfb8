import { z } from 'zod';
import { moneyText } from '../ledger/amount';
import { contractView } from './process-contract';

/**
 * GET /wps/member/info/funds/consolidated (token): the balance plus the member's contract
 * offers and running contracts (reference §3.3, §6.3), and which contract pages the merchant
 * enabled. `…req…` lists hold offers waiting for the member's answer, `…info…` running ones.
 */
export const consolidatedResponse = z.object({
  balance: moneyText,
  enableSalary: z.boolean(),
  enableContract: z.boolean(),
  enabledKinds: z.object({
    dividend: z.boolean(),
    dailySalary: z.boolean(),
    hourlySalary: z.boolean(),
    realtimeSalary: z.boolean(),
  }),
  divtypereq: z.array(contractView),
  dailysalreqtype: z.array(contractView),
  contracthoursalreq: z.array(contractView),
  realtimesalreqtype: z.array(contractView),
  divtypeinfo: z.array(contractView),
  dailysalinfotype: z.array(contractView),
  contracthoursalinfo: z.array(contractView),
  /** The original's separate daily-salary flavour; the same running daily contracts. */
  contractmrdailysalinfotype: z.array(contractView),
  realtimesalinfotype: z.array(contractView),
});
export type ConsolidatedResponse = z.infer<typeof consolidatedResponse>;
