import type { Sql } from '../../db/db';
import { listActiveBonusIds } from './bonus-store';
import { settleBonusInTx } from './settle-bonus';

/**
 * A withdrawal while wagering forfeits the member's active bonuses whose rule says so (the
 * cashier calls this in the transaction that holds the withdrawal). A bonus whose wagering was
 * met by rounds already settled converts instead, so nothing earned is lost. Answers how many
 * were forfeited.
 */
export async function forfeitBonusesInTx(
  tx: Sql,
  options: { memberId: bigint; now: Date },
): Promise<number> {
  const ids = await listActiveBonusIds(tx, { memberId: options.memberId, limit: 1000 });
  let forfeited = 0;
  for (const bonusId of ids) {
    const outcome = await settleBonusInTx(tx, { bonusId, now: options.now, forfeit: true });
    if (outcome === 'forfeited') forfeited += 1;
  }
  return forfeited;
}
