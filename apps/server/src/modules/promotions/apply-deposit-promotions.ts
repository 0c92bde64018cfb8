import { AUTOMATIC_KINDS } from '@wl/contract/promotions/promotion';
import type { Sql } from '../../db/db';
import { grantBonusInTx } from '../bonus/grant-bonus';
import { sumMemberFlows } from '../ledger/sum-member-flows';
import { bonusAmountMinor, promotionBonusTerms } from './promotion-bonus';
import { isRunning, isTargeted, loadMember } from './promotion-eligibility';
import {
  insertClaim,
  insertDepositGrant,
  listLivePromotions,
  setClaimBonus,
} from './promotion-store';

/**
 * The automatic promotions: the cashier calls this in the transaction that credits a deposit,
 * so a qualifying deposit and its bonus are booked together, exactly once. First-deposit
 * matches pay once per member (the claim row); deposit bonuses and reloads once per deposit.
 * Answers the bonuses granted.
 */
export async function applyDepositPromotions(
  tx: Sql,
  deposit: {
    merchantId: bigint;
    memberId: bigint;
    orderNo: string;
    amountMinor: bigint;
    now: Date;
  },
): Promise<bigint[]> {
  const promotions = (
    await listLivePromotions(tx, deposit.merchantId, deposit.now, { kinds: AUTOMATIC_KINDS })
  ).filter((p) => isRunning(p, deposit.now) && deposit.amountMinor >= p.minDepositMinor);
  if (promotions.length === 0) return [];
  const member = await loadMember(tx, deposit.merchantId, deposit.memberId);
  if (!member) return [];
  // Credited in this transaction already: the deposit is the first when it is all there is.
  const deposited = (await sumMemberFlows({ sql: tx, memberId: deposit.memberId })).get('DEPOSIT');
  const first = (deposited?.inMinor ?? 0n) === deposit.amountMinor;
  const granted: bigint[] = [];
  for (const p of promotions) {
    if ((p.kind === 'first_deposit' && !first) || (p.kind === 'reload' && first)) continue;
    if (!(await isTargeted(tx, p, member, deposit.now))) continue;
    const amountMinor = bonusAmountMinor(p, deposit.amountMinor);
    if (amountMinor <= 0n) continue;
    const once = p.kind === 'first_deposit';
    if (once) {
      const claimed = await insertClaim(tx, {
        promotionId: p.id,
        memberId: member.id,
        reason: `deposit:${deposit.orderNo}`,
        amountMinor,
        bonusId: null,
        raffleRoll: null,
        raffleClientSeed: null,
      });
      if (!claimed) continue;
    }
    const { bonus } = await grantBonusInTx(
      tx,
      promotionBonusTerms(p, {
        memberId: member.id,
        amountMinor,
        grantKey: `promotion:${p.id}:deposit:${deposit.orderNo}`,
        depositMinor: deposit.amountMinor,
        now: deposit.now,
      }),
    );
    if (once) await setClaimBonus(tx, p.id, member.id, bonus.id);
    else {
      await insertDepositGrant(tx, {
        promotionId: p.id,
        depositRef: deposit.orderNo,
        memberId: member.id,
        bonusId: bonus.id,
      });
    }
    granted.push(bonus.id);
  }
  return granted;
}
