import type { GetRebateResponse } from '@wl/contract/rewards/get-rebate';
import type { Sql } from '../../db/db';
import type { Merchant } from '../merchants/merchant';
import { money } from '../cashier/money-edge';
import { rebateLines, rebateLineView, sumMinor } from './rebate-lines';
import { selectAccruedBets, selectRebateRates } from './rebate-store';
import { memberVipLevel, selectLastRebateClaimAt } from './reward-member-store';

/** The self-service rebate page: what the member's valid bets since the last claim earn now. */
export async function getRebate(options: {
  sql: Sql;
  merchant: Merchant;
  memberId: bigint;
}): Promise<GetRebateResponse> {
  const { sql, merchant, memberId } = options;
  const vipLevel = await memberVipLevel(sql, memberId);
  const [accrued, rates, lastClaimedAt] = await Promise.all([
    selectAccruedBets(sql, memberId),
    selectRebateRates(sql, merchant.id, vipLevel),
    selectLastRebateClaimAt(sql, memberId),
  ]);
  const lines = rebateLines(accrued, rates);
  const c = merchant.currency;
  return {
    vipLevel,
    currency: c,
    lines: lines.map((l) => rebateLineView(l, c)),
    totalAmount: money(
      sumMinor(lines, (l) => l.amountMinor),
      c,
    ),
    lastClaimedAt,
  };
}
