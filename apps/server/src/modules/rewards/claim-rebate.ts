import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { moneyTx } from '../ledger/money-tx';
import { payRewardInTx } from './pay-reward';
import { rebateLines, sumMinor, type RebateLineMinor } from './rebate-lines';
import {
  completeRebateClaim,
  lockMemberForClaims,
  openRebateClaim,
  selectRebateRates,
  takeAccruedBets,
} from './rebate-store';

export interface RebateClaim {
  claimId: bigint;
  amountMinor: bigint;
  validBetMinor: bigint;
  lines: RebateLineMinor[];
}

/**
 * Claims the self-service rebate: every settled round not claimed before, at the member's VIP
 * level's rates, paid as one REBATE transfer. Claims of one member queue on the member row, so
 * a second claim sees the first one's rounds as taken; rounds that settle during a claim are
 * left for the next one. Nothing accrued (or all at rate 0) is `rewards.nothing_to_claim`,
 * and the transaction rolls back so no round is marked.
 */
export async function claimRebate(options: {
  db: Db;
  merchantId: bigint;
  memberId: bigint;
  currency: string;
}): Promise<RebateClaim> {
  const { db, merchantId, memberId, currency } = options;
  return moneyTx(db, async (tx) => {
    const vipLevel = await lockMemberForClaims(tx, memberId);
    if (vipLevel === null) throw new AppError('login.not.session');
    const claimId = await openRebateClaim(tx, { merchantId, memberId, currency });
    const taken = await takeAccruedBets(tx, memberId, claimId);
    const lines = rebateLines(taken, await selectRebateRates(tx, merchantId, vipLevel));
    const amountMinor = sumMinor(lines, (l) => l.amountMinor);
    if (amountMinor <= 0n) throw new AppError('rewards.nothing_to_claim');
    const validBetMinor = sumMinor(lines, (l) => l.validBetMinor);
    const breakdown = lines.map((l) => ({
      gameType: l.gameType,
      rateBps: l.rateBps,
      validBetMinor: String(l.validBetMinor),
      rounds: l.rounds,
      amountMinor: String(l.amountMinor),
    }));
    const transferId = await payRewardInTx(tx, {
      merchantId,
      memberId,
      currency,
      amountMinor,
      code: 'REBATE',
      rewardKey: `rebate:${claimId}`,
      metadata: { rebateClaimId: String(claimId) },
    });
    await completeRebateClaim(tx, { claimId, validBetMinor, amountMinor, breakdown, transferId });
    return { claimId, amountMinor, validBetMinor, lines };
  });
}
