import type { ClaimRebateResponse, RebateLine } from '@wl/contract/rewards/get-rebate';
import { money } from '../cashier/money-edge';
import type { AccruedBets, RebateRate } from './rebate-store';

const BPS = 10_000n;

export interface RebateLineMinor {
  gameType: string;
  rateBps: number;
  validBetMinor: bigint;
  rounds: number;
  amountMinor: bigint;
}

/**
 * Rebate of each game type: valid bets × rate, rounded down to the minor unit (the member is
 * never paid a fraction the merchant did not configure). A game type without a rate earns 0
 * but still shows its valid bets.
 */
export function rebateLines(accrued: AccruedBets[], rates: RebateRate[]): RebateLineMinor[] {
  const rateOf = new Map(rates.map((r) => [r.gameType, r.rateBps]));
  return accrued.map((a) => {
    const rateBps = rateOf.get(a.gameType) ?? 0;
    return {
      gameType: a.gameType,
      rateBps,
      validBetMinor: a.validBetMinor,
      rounds: a.rounds,
      amountMinor: (a.validBetMinor * BigInt(rateBps)) / BPS,
    };
  });
}

export const sumMinor = <T>(items: T[], of: (t: T) => bigint) =>
  items.reduce((s, t) => s + of(t), 0n);

export function rebateLineView(line: RebateLineMinor, currency: string): RebateLine {
  return {
    gameType: line.gameType,
    rateBps: line.rateBps,
    ratePercent: (line.rateBps / 100).toFixed(2),
    validBet: money(line.validBetMinor, currency),
    rounds: line.rounds,
    amount: money(line.amountMinor, currency),
  };
}

export function rebateClaimView(
  claim: { claimId: bigint; amountMinor: bigint; validBetMinor: bigint; lines: RebateLineMinor[] },
  currency: string,
): ClaimRebateResponse {
  return {
    claimId: String(claim.claimId),
    amount: money(claim.amountMinor, currency),
    validBet: money(claim.validBetMinor, currency),
    lines: claim.lines.map((l) => rebateLineView(l, currency)),
  };
}
