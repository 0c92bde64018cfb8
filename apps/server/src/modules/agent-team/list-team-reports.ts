import type { z } from 'zod';
import type {
  GetDownlinePnlValue,
  GetTeamBettingValue,
  GetTeamTransactionsValue,
  getDownlinePnlQuery,
  getTeamBettingQuery,
  getTeamTransactionsQuery,
} from '@wl/contract/agent/list-team-reports';
import type { Db } from '../../db/db';
import { roundView, totalsView } from '../bet-records/bet-views';
import { money } from '../cashier/money-edge';
import type { Merchant } from '../merchants/merchant';
import { requireAgent, requireTeamMember } from './agent-access';
import { teamDays } from './team-range';
import {
  selectMemberPnl,
  selectTeamMoney,
  selectTeamRounds,
  type TeamFilter,
} from './team-reports-store';

interface ReportOptions<Q> {
  db: Db;
  merchant: Merchant;
  memberId: bigint;
  query: Q;
  nowMs: number;
}

type Paged = { pageNo: number; pageSize: number; username?: string | undefined };

/** The agent, the period, the page, and the one team member a name narrows to. */
async function teamFilter(
  o: ReportOptions<Paged & Parameters<typeof teamDays>[0]>,
): Promise<TeamFilter & { pageNo: number; pageSize: number }> {
  const agent = await requireAgent(o.db, o.merchant.id, o.memberId);
  const member = o.query.username
    ? await requireTeamMember(o.db, agent, { username: o.query.username })
    : null;
  const { from, to } = teamDays(o.query, o.nowMs);
  const { pageNo, pageSize } = o.query;
  return {
    agentId: agent.id,
    memberId: member?.id ?? null,
    from,
    to,
    limit: pageSize,
    offset: (pageNo - 1) * pageSize,
    pageNo,
    pageSize,
  };
}

const page = (f: { pageNo: number; pageSize: number }, total: number) => ({
  pageNo: f.pageNo,
  pageSize: f.pageSize,
  total,
  totalPages: Math.ceil(total / f.pageSize),
});

/** Team betting: the rounds of the team, newest first, with the totals of the period. */
export async function listTeamBetting(
  o: ReportOptions<z.output<typeof getTeamBettingQuery>>,
): Promise<GetTeamBettingValue> {
  const f = await teamFilter(o);
  const { rows, sums } = await selectTeamRounds(o.db, f);
  return {
    list: rows.map((r) => ({ ...roundView(r), username: r.username })),
    ...page(f, Number(sums.count)),
    totals: totalsView(sums),
  };
}

/** User profit and loss: each team member's own figures over the period, sortable. */
export async function listDownlinePnl(
  o: ReportOptions<z.output<typeof getDownlinePnlQuery>>,
): Promise<GetDownlinePnlValue> {
  const f = await teamFilter(o);
  const rows = await selectMemberPnl(o.db, { ...f, sort: o.query.sort, order: o.query.order });
  const cur = (minor: bigint) => money(minor, o.merchant.currency);
  return {
    list: rows.map((r) => ({
      memberId: Number(r.id),
      username: r.username,
      betCount: r.bet_count,
      validBet: cur(r.valid_bet_minor),
      payout: cur(r.payout_minor),
      profit: cur(r.payout_minor - r.valid_bet_minor),
      deposit: cur(r.deposit_minor),
      withdraw: cur(r.withdraw_minor),
    })),
    ...page(f, rows[0]?.total ?? 0),
  };
}

/** Team transactions: deposits and withdrawals of the team's members. */
export async function listTeamTransactions(
  o: ReportOptions<z.output<typeof getTeamTransactionsQuery>>,
): Promise<GetTeamTransactionsValue> {
  const f = await teamFilter(o);
  const rows = await selectTeamMoney(o.db, { ...f, kind: o.query.kind });
  return {
    list: rows.map((r) => ({
      id: r.id,
      username: r.username,
      kind: r.kind,
      amount: money(r.amount_minor, o.merchant.currency),
      status: r.status,
      createdAt: r.created_at.getTime(),
    })),
    ...page(f, rows[0]?.total ?? 0),
  };
}
