import type { Db } from '../../db/db';

/**
 * The reward centre's plug-in point: every source of rewards a member can claim now (rewards
 * issued by VIP and missions, the accrued rebate, invitations, claimable promotions)
 * answers the same two questions. Ids are `<source>:<local id>`, so the centre routes a claim
 * to the source that listed it. A source pays through the ledger with an idempotency key per
 * member and reward, so a claim pays at most once however often it is sent.
 */
export interface ClaimContext {
  db: Db;
  merchantId: bigint;
  memberId: bigint;
  currency: string;
  nowMs: number;
  /** The request's language (titles of promotions), its IP and device id (claim limits). */
  language?: string;
  ip?: string | null;
  deviceId?: string | undefined;
  /** The merchant's settings (promotion kinds it hides). */
  settings?: Record<string, unknown>;
}

export interface Claimable {
  /** `<source>:<local id>`, stable while the reward waits. */
  id: string;
  source: string;
  amountMinor: bigint;
  currency: string;
  /** Parameters of the title the web shows for the source (level name, mission title …). */
  details: Record<string, unknown>;
  createdAtMs: number;
}

export interface ClaimedReward {
  id: string;
  amountMinor: bigint;
  currency: string;
  /** Cash into the main wallet, or a bonus with wagering (promotions, invitations). */
  paidAs: 'cash' | 'bonus';
}

export interface ClaimableSource {
  /** The id prefix this source answers to. */
  readonly name: string;
  list(ctx: ClaimContext): Promise<Claimable[]>;
  /**
   * Pays one reward exactly once. Throws `rewards.already_claimed` when it was claimed before,
   * `rewards.reward_not_found` when there is no such reward, `rewards.nothing_to_claim` when
   * the source has nothing to pay now.
   */
  claim(ctx: ClaimContext, localId: string): Promise<ClaimedReward>;
}
