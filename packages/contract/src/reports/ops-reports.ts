import { z } from 'zod';
import { teamRange } from '../agent/team-range';
import { moneyText } from '../ledger/amount';

/**
 * The back office's reports (permission 'reports.view', ADR 0024): the merchant's figures by
 * UTC day over a period — a quick pick (today, yesterday, last7days, last30days) or inclusive
 * days at most 90 apart, default the last 7 days. Money is decimal text in the merchant's
 * currency; every report carries a row for each day of the period, so a chart has no gaps.
 */
export const reportRange = teamRange;
export type ReportRange = z.input<typeof reportRange>;

const period = { startDate: z.string(), endDate: z.string(), currency: z.string() };

/** GGR = valid bets (stake − refunds) − payouts; margin = GGR / valid bets in basis points. */
const ggrFigures = {
  betCount: z.number().int(),
  bet: moneyText,
  payout: moneyText,
  ggr: moneyText,
  /** Null when nothing was bet. */
  marginBps: z.number().int().nullable(),
};

export const GGR_GROUPS = ['day', 'vendor', 'gameType'] as const;
export const ggrReportQuery = reportRange.extend({ by: z.enum(GGR_GROUPS).default('day') });
export type GgrReportQuery = z.input<typeof ggrReportQuery>;

/** GET /ops/reports/ggr — one row per day, vendor or game type ('' when the round had none). */
export const ggrReportValue = z.object({
  ...period,
  by: z.enum(GGR_GROUPS),
  rows: z.array(z.object({ key: z.string(), ...ggrFigures })),
  /** The period's daily GGR, whatever the grouping: what the chart draws. */
  days: z.array(z.object({ day: z.string(), ...ggrFigures })),
  total: z.object(ggrFigures),
});
export type GgrReportValue = z.infer<typeof ggrReportValue>;

const cashFigures = {
  deposit: moneyText,
  depositCount: z.number().int(),
  withdraw: moneyText,
  withdrawCount: z.number().int(),
  /** Deposits − withdrawals. */
  net: moneyText,
};

/** GET /ops/reports/cash — credited deposits (by credit day) and approved withdrawals. */
export const cashReportValue = z.object({
  ...period,
  days: z.array(z.object({ day: z.string(), ...cashFigures })),
  total: z.object(cashFigures),
});
export type CashReportValue = z.infer<typeof cashReportValue>;

const memberFigures = {
  newMembers: z.number().int(),
  /** Members who placed a round. */
  activeMembers: z.number().int(),
  /** Members with a credited deposit. */
  depositingMembers: z.number().int(),
};

/** GET /ops/reports/members — the total counts each member once over the whole period. */
export const membersReportValue = z.object({
  ...period,
  days: z.array(z.object({ day: z.string(), ...memberFigures })),
  total: z.object(memberFigures),
});
export type MembersReportValue = z.infer<typeof membersReportValue>;

const costFigures = {
  /** What bonuses, rewards and promotions paid out, net of what came back (forfeits). */
  bonus: moneyText,
  /** Agent commission (dividends and salaries) paid. */
  agentPayout: moneyText,
};

/** GET /ops/reports/costs — read from the ledger's promotions and commission accounts. */
export const costsReportValue = z.object({
  ...period,
  days: z.array(z.object({ day: z.string(), ...costFigures })),
  total: z.object(costFigures),
});
export type CostsReportValue = z.infer<typeof costsReportValue>;
