import type { z } from 'zod';
import {
  cashReportValue,
  costsReportValue,
  ggrReportValue,
  membersReportValue,
} from '@wl/contract/reports/ops-reports';

/** One figure of a report row: decimal money text, a count, or a margin in basis points. */
export type Figure = string | number | null;
export type FigureRow = Record<string, Figure>;

export interface ReportAnswer {
  startDate: string;
  endDate: string;
  currency: string;
  days: ({ day: string } & FigureRow)[];
  total: FigureRow;
  /** The GGR report's rows by its grouping; the others list their days. */
  rows?: ({ key: string } & FigureRow)[];
}

export interface ReportDefinition {
  path: string;
  value: z.ZodType<ReportAnswer>;
  /** Columns after the first (day or group), in order; names are keys of reports.fields. */
  fields: string[];
  /** The fields drawn as lines, from the daily rows. */
  chart: string[];
  money: string[];
}

export type ReportId = 'ggr' | 'cash' | 'members' | 'costs';

/** The back office's reports (GET /ops/reports/*) and how each is shown. */
export const REPORTS: Record<ReportId, ReportDefinition> = {
  ggr: {
    path: '/ops/reports/ggr',
    value: ggrReportValue,
    fields: ['betCount', 'bet', 'payout', 'ggr', 'marginBps'],
    chart: ['bet', 'payout', 'ggr'],
    money: ['bet', 'payout', 'ggr'],
  },
  cash: {
    path: '/ops/reports/cash',
    value: cashReportValue,
    fields: ['deposit', 'depositCount', 'withdraw', 'withdrawCount', 'net'],
    chart: ['deposit', 'withdraw', 'net'],
    money: ['deposit', 'withdraw', 'net'],
  },
  members: {
    path: '/ops/reports/members',
    value: membersReportValue,
    fields: ['newMembers', 'activeMembers', 'depositingMembers'],
    chart: ['newMembers', 'activeMembers', 'depositingMembers'],
    money: [],
  },
  costs: {
    path: '/ops/reports/costs',
    value: costsReportValue,
    fields: ['bonus', 'agentPayout'],
    chart: ['bonus', 'agentPayout'],
    money: ['bonus', 'agentPayout'],
  },
};

export const REPORT_IDS = Object.keys(REPORTS) as ReportId[];

/** A figure as the operator reads it: grouped digits, two decimals for money, margin in %. */
export function showFigure(field: string, value: Figure, language: string, money: string[]) {
  if (value === null) return '—';
  if (field === 'marginBps') {
    return `${(Number(value) / 100).toLocaleString(language, { minimumFractionDigits: 2 })} %`;
  }
  const digits = money.includes(field) ? 2 : 0;
  return Number(value).toLocaleString(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}
