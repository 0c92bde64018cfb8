import type {
  GetBetHistoryValue,
  GetBetDetailValue,
} from '@wl/contract/bet-records/list-bet-history';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import {
  selectRound,
  selectRoundPage,
  selectRoundSums,
  selectVendorPublicUrl,
} from './bet-record-store';
import { betRange } from './bet-range';
import { roundView, totalsView } from './bet-views';

interface Filters {
  gameType?: string | undefined;
  vendorCode?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  quick?: string | undefined;
}

/** The betting record: the member's rounds in the range, newest first, with the range's totals. */
export async function listBetHistory(options: {
  sql: Sql;
  memberId: bigint;
  filters: Filters;
  pageNo: number;
  pageSize: number;
  nowMs: number;
}): Promise<GetBetHistoryValue> {
  const { sql, memberId, filters } = options;
  const pageSize = Math.min(options.pageSize, 100);
  const filter = {
    memberId,
    gameType: filters.gameType,
    vendorCode: filters.vendorCode,
    ...betRange(filters, options.nowMs),
  };
  const sums = await selectRoundSums(sql, filter);
  const total = Number(sums.count);
  const rows = await selectRoundPage(sql, filter, {
    limit: pageSize,
    offset: (options.pageNo - 1) * pageSize,
  });
  return {
    list: rows.map(roundView),
    pageNo: options.pageNo,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
    totals: totalsView(sums),
  };
}

/** One of the member's rounds, with the vendor's page that replays it. */
export async function getBetDetail(options: {
  sql: Sql;
  merchantId: bigint;
  memberId: bigint;
  id: bigint;
}): Promise<GetBetDetailValue> {
  const row = await selectRound(options.sql, options.memberId, options.id);
  if (!row) throw new AppError('not_found');
  const base = await selectVendorPublicUrl(options.sql, options.merchantId, row.vendor_code);
  const detailUrl = base
    ? `${base.replace(/\/+$/, '')}/round/${encodeURIComponent(row.round_id)}`
    : null;
  return { ...roundView(row), detailUrl };
}
