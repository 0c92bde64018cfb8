import type { Sql } from '../../db/db';
import { moveInTx } from '../ledger/ledger-in-tx';
import { openMemberAccount } from '../ledger/open-member-account';
import { systemAccount } from '../ledger/system-account';
import { closeBonus, countNewRounds, lockBonus, type MemberBonus } from './bonus-store';

export type SettleOutcome = 'active' | 'converted' | 'expired' | 'forfeited' | 'closed';

/**
 * Brings one bonus up to date inside the caller's transaction: counts the settled rounds not
 * yet counted, then converts it when the wagering is met (up to the max cash-out to the main
 * wallet, the excess back to the merchant), removes it when it expired unmet, or removes it
 * when `forfeit` says so (a withdrawal while wagering). Every movement is a ledger transfer
 * keyed by the bonus id and the step, and the row is locked, so running it twice, or from two
 * processes, moves the money once.
 */
export async function settleBonusInTx(
  tx: Sql,
  options: { bonusId: bigint; now: Date; forfeit?: boolean },
): Promise<SettleOutcome> {
  const bonus = await lockBonus(tx, options.bonusId);
  if (!bonus || bonus.status !== 'active') return 'closed';
  const wagered = await countNewRounds(tx, bonus);
  if (wagered >= bonus.wageringRequiredMinor) {
    const release = bonus.maxCashoutMinor
      ? min(bonus.amountMinor, bonus.maxCashoutMinor)
      : bonus.amountMinor;
    await moveOut(tx, bonus, 'main', release, 'release');
    await moveOut(tx, bonus, 'promotions', bonus.amountMinor - release, 'excess');
    await closeBonus(tx, bonus.id, {
      status: 'converted',
      releasedMinor: release,
      at: options.now,
    });
    return 'converted';
  }
  const expired = bonus.expiresAt.getTime() <= options.now.getTime();
  if (expired || (options.forfeit && bonus.forfeitOnWithdrawal)) {
    const status = expired ? 'expired' : 'forfeited';
    await moveOut(tx, bonus, 'promotions', bonus.amountMinor, status);
    await closeBonus(tx, bonus.id, { status, releasedMinor: 0n, at: options.now });
    return status;
  }
  return 'active';
}

/** Money leaving the bonus account: to the main wallet (cash) or back to the merchant. */
async function moveOut(
  tx: Sql,
  bonus: MemberBonus,
  to: 'main' | 'promotions',
  amountMinor: bigint,
  step: string,
) {
  if (amountMinor <= 0n) return;
  const { memberId, currency } = bonus;
  const from = await openMemberAccount({ sql: tx, memberId, kind: 'bonus', currency });
  const target =
    to === 'main'
      ? await openMemberAccount({ sql: tx, memberId, kind: 'main', currency })
      : await systemAccount({
          sql: tx,
          merchantId: bonus.merchantId,
          kind: 'promotions',
          currency,
        });
  await moveInTx(
    tx,
    {
      debitAccountId: from.id,
      creditAccountId: target.id,
      amountMinor,
      currency,
      code: to === 'main' ? 'BONUS_RELEASE' : 'BONUS_FORFEIT',
      idempotencyKey: `bonus:${bonus.id}:${step}`,
      reference: `${bonus.source}:${bonus.sourceRef}`.slice(0, 200),
      metadata: { bonusId: bonus.id.toString(), step },
    },
    'posted',
  );
}

function min(a: bigint, b: bigint) {
  return a < b ? a : b;
}
