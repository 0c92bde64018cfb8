import type { GetPersonalProfitValue } from '@wl/contract/bet-records/get-personal-profit';
import type { Sql } from '../../db/db';
import { selectRoundSumsByVendor } from './bet-record-store';
import { betRange } from './bet-range';
import { totalsView } from './bet-views';

/** Profit and loss over the range: one line per game type and vendor, and the grand totals. */
export async function getPersonalProfit(options: {
  sql: Sql;
  memberId: bigint;
  filters: {
    gameType?: string | undefined;
    vendorCode?: string | undefined;
    startDate?: string | undefined;
    endDate?: string | undefined;
    quick?: string | undefined;
  };
  nowMs: number;
}): Promise<GetPersonalProfitValue> {
  const { filters } = options;
  const rows = await selectRoundSumsByVendor(options.sql, {
    memberId: options.memberId,
    gameType: filters.gameType,
    vendorCode: filters.vendorCode,
    ...betRange(filters, options.nowMs),
  });
  const sum = rows.reduce(
    (acc, r) => ({
      count: acc.count + r.count,
      stake: acc.stake + r.stake,
      payout: acc.payout + r.payout,
      refund: acc.refund + r.refund,
    }),
    { count: 0n, stake: 0n, payout: 0n, refund: 0n },
  );
  return {
    lines: rows.map((r) => ({
      gameType: r.game_type,
      vendorCode: r.vendor_code,
      ...totalsView(r),
    })),
    totals: totalsView(sum),
  };
}
