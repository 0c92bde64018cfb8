import { z } from 'zod';
import { pagingQuery } from '../common/paging';
import { moneyText } from '../ledger/amount';
import { pagedList } from './paged-list';
import { betRoundItem, getBetHistoryValue } from '../bet-records/list-bet-history';
import { teamRange } from './team-range';

/**
 * The agent's team reports (token, agents), each over a period and paged; every row is of a
 * member of the agent's team. `username` narrows to one member of the team.
 *
 * `GET /wps/relay/ODSFE2_getTeamBetting`: the team's rounds, newest first, with totals.
 * `GET /wps/relay/ODSFE2_getDownlinePNL`: user profit and loss, one row per member, sortable.
 * `GET /wps/relay/ODSFE2_getTeamTransactions`: deposits and withdrawals of the team.
 */
const teamReportQuery = teamRange
  .extend({ username: z.string().trim().max(32).optional() })
  .extend(pagingQuery.shape);

export const getTeamBettingQuery = teamReportQuery;
export const teamBetItem = betRoundItem.extend({ username: z.string() });
export const getTeamBettingValue = getBetHistoryValue.extend({ list: z.array(teamBetItem) });
export type GetTeamBettingValue = z.infer<typeof getTeamBettingValue>;

export const DOWNLINE_PNL_SORTS = ['profit', 'validBet', 'payout', 'deposit', 'withdraw'] as const;
export const getDownlinePnlQuery = teamReportQuery.extend({
  sort: z.enum(DOWNLINE_PNL_SORTS).default('profit'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type GetDownlinePnlQuery = z.input<typeof getDownlinePnlQuery>;

export const downlinePnlItem = z.object({
  memberId: z.number().int(),
  username: z.string(),
  betCount: z.number().int(),
  validBet: moneyText,
  payout: moneyText,
  /** The member's own result: payout − valid bet. */
  profit: moneyText,
  deposit: moneyText,
  withdraw: moneyText,
});
export type DownlinePnlItem = z.infer<typeof downlinePnlItem>;
export const getDownlinePnlValue = pagedList(downlinePnlItem);
export type GetDownlinePnlValue = z.infer<typeof getDownlinePnlValue>;

export const getTeamTransactionsQuery = teamReportQuery.extend({
  kind: z.enum(['deposit', 'withdraw']).optional(),
});
export const teamTransactionItem = z.object({
  id: z.string(),
  username: z.string(),
  kind: z.enum(['deposit', 'withdraw']),
  amount: moneyText,
  status: z.string(),
  createdAt: z.number().int(),
});
export type TeamTransactionItem = z.infer<typeof teamTransactionItem>;
export const getTeamTransactionsValue = pagedList(teamTransactionItem);
export type GetTeamTransactionsValue = z.infer<typeof getTeamTransactionsValue>;
