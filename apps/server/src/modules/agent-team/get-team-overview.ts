import type { TeamRange } from '@wl/contract/agent/team-range';
import type { GetTeamOverviewValue } from '@wl/contract/agent/get-team-overview';
import type { Db } from '../../db/db';
import { money } from '../cashier/money-edge';
import type { Merchant } from '../merchants/merchant';
import { requireAgent } from './agent-access';
import { eachDay, teamDays } from './team-range';
import { countActiveMembers, countTeam, selectTeamDays, type TeamDayRow } from './team-stats-store';

/**
 * Team overview (spec §2): size, new and active members, deposits, withdrawals, valid bets,
 * payouts and the house's profit over the period, with one point a day for the chart.
 */
export async function getTeamOverview(options: {
  db: Db;
  merchant: Merchant;
  memberId: bigint;
  range: TeamRange;
  nowMs: number;
}): Promise<GetTeamOverviewValue> {
  const agent = await requireAgent(options.db, options.merchant.id, options.memberId);
  return teamOverviewOf({ ...options, agentId: agent.id });
}

/**
 * The same figures for any member's team, without the agent check: the back office reads
 * them for agents whatever their status (a locked agent's team still has figures).
 */
export async function teamOverviewOf(options: {
  db: Db;
  merchant: Pick<Merchant, 'currency'>;
  agentId: bigint;
  range: TeamRange;
  nowMs: number;
}): Promise<GetTeamOverviewValue> {
  const { db, merchant } = options;
  const agent = { id: options.agentId };
  const { from, to } = teamDays(options.range, options.nowMs);
  const [size, rows, active] = await Promise.all([
    countTeam(db, agent.id),
    selectTeamDays(db, agent.id, from, to),
    countActiveMembers(db, agent.id, from, to),
  ]);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const cur = (minor: bigint) => money(minor, merchant.currency);
  const figures = (r: Omit<TeamDayRow, 'day'>) => ({
    newMembers: r.new_members,
    deposit: cur(r.deposit_minor),
    withdraw: cur(r.withdraw_minor),
    validBet: cur(r.valid_bet_minor),
    payout: cur(r.payout_minor),
    profit: cur(r.valid_bet_minor - r.payout_minor),
  });
  const total = rows.reduce(
    (t, r) => ({
      new_members: t.new_members + r.new_members,
      deposit_minor: t.deposit_minor + BigInt(r.deposit_minor),
      deposit_count: t.deposit_count + r.deposit_count,
      withdraw_minor: t.withdraw_minor + BigInt(r.withdraw_minor),
      withdraw_count: t.withdraw_count + r.withdraw_count,
      bet_count: t.bet_count + r.bet_count,
      valid_bet_minor: t.valid_bet_minor + BigInt(r.valid_bet_minor),
      payout_minor: t.payout_minor + BigInt(r.payout_minor),
    }),
    EMPTY,
  );
  return {
    startDate: from,
    endDate: to,
    teamSize: size.total,
    directSize: size.direct,
    activeMembers: active,
    depositCount: total.deposit_count,
    withdrawCount: total.withdraw_count,
    betCount: total.bet_count,
    ...figures(total),
    days: eachDay(from, to).map((day) => ({ day, ...figures(byDay.get(day) ?? EMPTY) })),
  };
}

const EMPTY: Omit<TeamDayRow, 'day'> = {
  new_members: 0,
  deposit_minor: 0n,
  deposit_count: 0,
  withdraw_minor: 0n,
  withdraw_count: 0,
  bet_count: 0,
  valid_bet_minor: 0n,
  payout_minor: 0n,
};
