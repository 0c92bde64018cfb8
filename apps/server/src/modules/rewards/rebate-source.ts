import type { ClaimableSource } from './claimable-sources';
import { claimRebate } from './claim-rebate';
import { accruedRebate } from './get-rebate';

/** The self-service rebate as one reward-centre entry: everything accrued now. */
export const rebateSource: ClaimableSource = {
  name: 'rebate',
  async list(ctx) {
    const rebate = await accruedRebate({ sql: ctx.db, ...ctx });
    if (rebate.totalMinor <= 0n) return [];
    const paying = rebate.lines.filter((l) => l.amountMinor > 0n).map((l) => l.gameType);
    return [
      {
        id: 'rebate:accrued',
        source: 'rebate',
        amountMinor: rebate.totalMinor,
        currency: ctx.currency,
        details: { gameTypes: paying },
        createdAtMs: ctx.nowMs,
      },
    ];
  },
  async claim(ctx) {
    const claimed = await claimRebate(ctx);
    return {
      id: 'rebate:accrued',
      amountMinor: claimed.amountMinor,
      currency: ctx.currency,
      paidAs: 'cash',
    };
  },
};
