import type { GetRebateResponse } from '@wl/contract/rewards/get-rebate';
import type { Sql } from '../../db/db';
import { money } from '../cashier/money-edge';
import { rebateLines, rebateLineView, sumMinor, type RebateLineMinor } from './rebate-lines';
import { selectAccruedBets, selectRebateRates } from './rebate-store';
import { memberVipLevel, selectLastRebateClaimAt } from './reward-member-store';

export interface AccruedRebate {
  vipLevel: number;
  lines: RebateLineMinor[];
  totalMinor: bigint;
}

/** What the member's valid bets since the last claim earn now, by game type. */
export async function accruedRebate(options: {
  sql: Sql;
  merchantId: bigint;
  memberId: bigint;
}): Promise<AccruedRebate> {
  const { sql, merchantId, memberId } = options;
  const vipLevel = await memberVipLevel(sql, memberId);
  const [accrued, rates] = await Promise.all([
    selectAccruedBets(sql, memberId),
    selectRebateRates(sql, merchantId, vipLevel),
  ]);
  const lines = rebateLines(accrued, rates);
  return { vipLevel, lines, totalMinor: sumMinor(lines, (l) => l.amountMinor) };
}

/** The self-service rebate page. */
export async function getRebate(options: {
  sql: Sql;
  merchantId: bigint;
  currency: string;
  memberId: bigint;
}): Promise<GetRebateResponse> {
  const { sql, currency: c, memberId } = options;
  const [rebate, lastClaimedAt] = await Promise.all([
    accruedRebate(options),
    selectLastRebateClaimAt(sql, memberId),
  ]);
  return {
    vipLevel: rebate.vipLevel,
    currency: c,
    lines: rebate.lines.map((l) => rebateLineView(l, c)),
    totalAmount: money(rebate.totalMinor, c),
    lastClaimedAt,
  };
}
