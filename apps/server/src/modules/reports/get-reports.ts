import type {
  CashReportValue,
  CostsReportValue,
  GgrReportQuery,
  GgrReportValue,
  MembersReportValue,
  ReportRange,
} from '@wl/contract/reports/ops-reports';
import type { Db } from '../../db/db';
import { eachDay, teamDays } from '../agent-team/team-range';
import { money } from '../cashier/money-edge';
import { runReportFold } from './fold-report-stats';
import {
  countDistinctMembers,
  selectCostDays,
  selectGameFigures,
  selectReportDays,
  type GameFigures,
} from './report-store';

export interface ReportCall {
  db: Db;
  merchantId: bigint;
  currency: string;
  nowMs: number;
}

/** The period's days, after folding what is waiting, so the figures include every change. */
async function openPeriod(call: ReportCall, range: ReportRange) {
  const { from, to } = teamDays(range, call.nowMs);
  await runReportFold(call);
  const cur = (minor: bigint) => money(minor, call.currency);
  return {
    from,
    to,
    days: eachDay(from, to),
    cur,
    head: { startDate: from, endDate: to, currency: call.currency },
  };
}

function ggrOf(cur: (m: bigint) => string, f: Omit<GameFigures, 'key'>) {
  const ggr = f.valid_bet_minor - f.payout_minor;
  return {
    betCount: f.bet_count,
    bet: cur(f.valid_bet_minor),
    payout: cur(f.payout_minor),
    ggr: cur(ggr),
    marginBps: f.valid_bet_minor === 0n ? null : Number((ggr * 10_000n) / f.valid_bet_minor),
  };
}

const NO_GAMES = { bet_count: 0, valid_bet_minor: 0n, payout_minor: 0n };

/** Daily GGR (bets, payouts, GGR, margin) and the same by day, vendor or game type. */
export async function getGgrReport(
  call: ReportCall,
  query: GgrReportQuery & { by: 'day' | 'vendor' | 'gameType' },
): Promise<GgrReportValue> {
  const p = await openPeriod(call, query);
  const daily = await selectGameFigures(call.db, call.merchantId, p.from, p.to, 'day');
  const byDay = new Map(daily.map((d) => [d.key, d]));
  const days = p.days.map((day) => ({ day, ...ggrOf(p.cur, byDay.get(day) ?? NO_GAMES) }));
  const rows =
    query.by === 'day'
      ? days.map(({ day, ...f }) => ({ key: day, ...f }))
      : (await selectGameFigures(call.db, call.merchantId, p.from, p.to, query.by)).map((r) => ({
          key: r.key,
          ...ggrOf(p.cur, r),
        }));
  const total = daily.reduce(
    (s, d) => ({
      bet_count: s.bet_count + d.bet_count,
      valid_bet_minor: s.valid_bet_minor + d.valid_bet_minor,
      payout_minor: s.payout_minor + d.payout_minor,
    }),
    NO_GAMES,
  );
  return { ...p.head, by: query.by, rows, days, total: ggrOf(p.cur, total) };
}

async function dayRows(call: ReportCall, p: { from: string; to: string; days: string[] }) {
  const rows = await selectReportDays(call.db, call.merchantId, p.from, p.to);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return p.days.map((day) => ({
    day,
    new_members: 0,
    active_members: 0,
    depositing_members: 0,
    deposit_minor: 0n,
    deposit_count: 0,
    withdraw_minor: 0n,
    withdraw_count: 0,
    ...byDay.get(day),
  }));
}

/** Credited deposits and approved withdrawals by day. */
export async function getCashReport(
  call: ReportCall,
  range: ReportRange,
): Promise<CashReportValue> {
  const p = await openPeriod(call, range);
  const rows = await dayRows(call, p);
  const view = (r: {
    deposit_minor: bigint;
    deposit_count: number;
    withdraw_minor: bigint;
    withdraw_count: number;
  }) => ({
    deposit: p.cur(r.deposit_minor),
    depositCount: r.deposit_count,
    withdraw: p.cur(r.withdraw_minor),
    withdrawCount: r.withdraw_count,
    net: p.cur(r.deposit_minor - r.withdraw_minor),
  });
  const total = rows.reduce(
    (s, r) => ({
      deposit_minor: s.deposit_minor + r.deposit_minor,
      deposit_count: s.deposit_count + r.deposit_count,
      withdraw_minor: s.withdraw_minor + r.withdraw_minor,
      withdraw_count: s.withdraw_count + r.withdraw_count,
    }),
    { deposit_minor: 0n, deposit_count: 0, withdraw_minor: 0n, withdraw_count: 0 },
  );
  return { ...p.head, days: rows.map((r) => ({ day: r.day, ...view(r) })), total: view(total) };
}

/** New, active and depositing members by day; the total counts each member once. */
export async function getMembersReport(
  call: ReportCall,
  range: ReportRange,
): Promise<MembersReportValue> {
  const p = await openPeriod(call, range);
  const rows = await dayRows(call, p);
  const distinct = await countDistinctMembers(call.db, call.merchantId, p.from, p.to);
  return {
    ...p.head,
    days: rows.map((r) => ({
      day: r.day,
      newMembers: r.new_members,
      activeMembers: r.active_members,
      depositingMembers: r.depositing_members,
    })),
    total: {
      newMembers: rows.reduce((s, r) => s + r.new_members, 0),
      activeMembers: distinct.active,
      depositingMembers: distinct.depositing,
    },
  };
}

/** Bonus cost and agent payouts by day, from the ledger. */
export async function getCostsReport(
  call: ReportCall,
  range: ReportRange,
): Promise<CostsReportValue> {
  const { from, to } = teamDays(range, call.nowMs);
  const cur = (minor: bigint) => money(minor, call.currency);
  const moves = await selectCostDays(call.db, call.merchantId, call.currency, from, to);
  const of = (day: string, kind: string) =>
    moves.find((m) => m.day === day && m.kind === kind)?.net_minor ?? 0n;
  const sums = { bonus: 0n, agentPayout: 0n };
  const days = eachDay(from, to).map((day) => {
    const bonus = of(day, 'promotions');
    const agentPayout = of(day, 'commission_expense');
    sums.bonus += bonus;
    sums.agentPayout += agentPayout;
    return { day, bonus: cur(bonus), agentPayout: cur(agentPayout) };
  });
  return {
    startDate: from,
    endDate: to,
    currency: call.currency,
    days,
    total: { bonus: cur(sums.bonus), agentPayout: cur(sums.agentPayout) },
  };
}
