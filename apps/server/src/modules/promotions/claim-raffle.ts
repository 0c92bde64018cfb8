import { randomBytes } from 'node:crypto';
import type { MemberBonus } from '../bonus/bonus-store';
import { moneyTx } from '../ledger/money-tx';
import { eligiblePromotion, grantFor, recordClaim, type ClaimContext } from './claim-promotion';
import { drawRaffle } from './raffle-draw';

export interface RaffleResult {
  prizeIndex: number;
  amountMinor: bigint;
  roll: number;
  clientSeed: string;
  seedHash: string;
  bonus: MemberBonus | null;
}

/**
 * MCS2_claimRafflePromotion: the member's one draw of a raffle (see raffle-draw.ts for the
 * fairness scheme). The draw, the claim and the prize's bonus are one transaction; a prize of
 * zero is a recorded draw without a bonus.
 */
export async function claimRaffle(
  c: ClaimContext & { clientSeed?: string | undefined },
): Promise<RaffleResult> {
  const clientSeed = c.clientSeed || randomBytes(8).toString('hex');
  return moneyTx(c.db, async (tx) => {
    const p = await eligiblePromotion(tx, c, 'raffle');
    const prizes = p.rafflePrizes ?? [];
    const { roll, prizeIndex } = drawRaffle(
      p.raffleSeed!,
      { promotionId: p.id, memberId: c.memberId, clientSeed },
      prizes,
    );
    const amountMinor = prizes[prizeIndex]!.amountMinor;
    await recordClaim(tx, c, p, { amountMinor, reason: 'raffle', raffleRoll: roll, clientSeed });
    const bonus = amountMinor > 0n ? await grantFor(tx, c, p, amountMinor) : null;
    return { prizeIndex, amountMinor, roll, clientSeed, seedHash: p.raffleSeedHash!, bonus };
  });
}
