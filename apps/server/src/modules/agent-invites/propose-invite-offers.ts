import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { proposeContractIn } from '../contracts/propose-contract';
import type { AgentPlacement } from './resolve-agent-invite';

export interface OfferOutcome {
  kind: string;
  /** 'proposed', or the error code that stopped the offer. */
  outcome: string;
}

/**
 * Proposes an invitation code's contract offers to the newcomer it just placed, on the
 * registration's transaction, as from the agent. The terms were checked when the code was
 * made, but the agent's own contract may have changed since (ended, or a lower ratio): such an
 * offer is skipped and noted, and the newcomer registers all the same, since an agent's
 * contract must not lock a person out of signing up. The agent can still propose by hand.
 */
export async function proposeInviteOffers(
  tx: Sql,
  o: { merchantId: bigint; placement: AgentPlacement; newcomerId: bigint; now: Date },
): Promise<OfferOutcome[]> {
  const outcomes: OfferOutcome[] = [];
  for (const offer of o.placement.offers) {
    try {
      await proposeContractIn(tx, {
        merchantId: o.merchantId,
        uplineId: o.placement.agentId,
        downlineId: o.newcomerId,
        kind: offer.kind,
        period: offer.period,
        tiers: offer.tiers,
        reason: `invitation code ${o.placement.code}`,
        actor: { type: 'member', id: String(o.placement.agentId) },
        now: o.now,
      });
      outcomes.push({ kind: offer.kind, outcome: 'proposed' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes.push({ kind: offer.kind, outcome: error.code });
    }
  }
  return outcomes;
}
