import type { Db, Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { grantBonusInTx } from '../bonus/grant-bonus';
import type { MemberBonus } from '../bonus/bonus-store';
import { payoutAccountFingerprints } from '../cashier/payout-accounts';
import { moneyTx } from '../ledger/money-tx';
import { promotionBonusTerms } from './promotion-bonus';
import { isRunning, isTargeted, loadMember } from './promotion-eligibility';
import {
  findPromotion,
  insertClaim,
  setClaimBonus,
  takeClaimMark,
  type Promotion,
} from './promotion-store';

export interface ClaimContext {
  db: Db;
  merchantId: bigint;
  memberId: bigint;
  promotionId: bigint;
  deviceId?: string | undefined;
  ip: string | null;
  /** Kinds the merchant hides (settings.hiddenPromotionKinds): not claimable either. */
  hiddenKinds?: readonly Promotion['kind'][];
  now: Date;
}

/**
 * Claims a claim-when-eligible promotion: exactly once per member (the claim row's UNIQUE is
 * the lock: of 50 simultaneous claims one inserts, the others find it), and once per device,
 * IP or payment account when the rule says so. The bonus is granted in the same transaction.
 */
export async function claimPromotion(c: ClaimContext): Promise<MemberBonus> {
  return moneyTx(c.db, async (tx) => {
    const p = await eligiblePromotion(tx, c, 'claim');
    const amountMinor = p.fixedMinor ?? 0n;
    if (amountMinor <= 0n) throw new AppError('promotion_not_eligible');
    await recordClaim(tx, c, p, { amountMinor, reason: 'claim' });
    const bonus = await grantFor(tx, c, p, amountMinor);
    return bonus;
  });
}

/** The promotion, when it is of this kind, running, and the member is in its target. */
export async function eligiblePromotion(
  tx: Sql,
  c: ClaimContext,
  kind: Promotion['kind'],
): Promise<Promotion> {
  const p = await findPromotion(tx, c.merchantId, c.promotionId);
  if (!p || !p.enabled || c.hiddenKinds?.includes(p.kind)) {
    throw new AppError('promotion_not_found');
  }
  if (p.kind !== kind) throw new AppError('promotion_not_eligible');
  if (!isRunning(p, c.now)) throw new AppError('promotion_not_open');
  const member = await loadMember(tx, c.merchantId, c.memberId);
  if (!member || !(await isTargeted(tx, p, member, c.now))) {
    throw new AppError('promotion_not_eligible');
  }
  return p;
}

/** The member's one claim, then the device / IP / payment-account marks the rule asks for. */
export async function recordClaim(
  tx: Sql,
  c: ClaimContext,
  p: Promotion,
  claim: { amountMinor: bigint; reason: string; raffleRoll?: number; clientSeed?: string },
): Promise<void> {
  const inserted = await insertClaim(tx, {
    promotionId: p.id,
    memberId: c.memberId,
    reason: claim.reason,
    amountMinor: claim.amountMinor,
    bonusId: null,
    raffleRoll: claim.raffleRoll ?? null,
    raffleClientSeed: claim.clientSeed ?? null,
  });
  if (!inserted) throw new AppError('promotion_already_claimed');
  const marks: { kind: 'device' | 'ip' | 'payment_account'; value: string }[] = [];
  if (p.limitPerDevice) {
    if (!c.deviceId) throw new AppError('promotion_claim_limited');
    marks.push({ kind: 'device', value: c.deviceId });
  }
  if (p.limitPerIp && c.ip) marks.push({ kind: 'ip', value: c.ip });
  if (p.limitPerPaymentAccount) {
    const accounts = await payoutAccountFingerprints({ sql: tx, memberId: c.memberId });
    if (accounts.length === 0) throw new AppError('promotion_claim_limited');
    for (const value of accounts) marks.push({ kind: 'payment_account', value });
  }
  for (const mark of marks) {
    const mine = await takeClaimMark(tx, { promotionId: p.id, memberId: c.memberId, ...mark });
    // Thrown inside the transaction: the claim row goes with it, nothing is kept.
    if (!mine) throw new AppError('promotion_claim_limited', { value: { limit: mark.kind } });
  }
}

export async function grantFor(
  tx: Sql,
  c: ClaimContext,
  p: Promotion,
  amountMinor: bigint,
): Promise<MemberBonus> {
  const { bonus } = await grantBonusInTx(
    tx,
    promotionBonusTerms(p, {
      memberId: c.memberId,
      amountMinor,
      grantKey: `promotion:${p.id}:member:${c.memberId}`,
      now: c.now,
    }),
  );
  await setClaimBonus(tx, p.id, c.memberId, bonus.id);
  return bonus;
}
