import type { Db } from '../../db/db';
import { lockExpiredProposals } from './contract-store';
import { recordChange } from './record-change';

/** Offers nobody answered in time expire (a scheduled job; safe to run anywhere, any time). */
export async function expireProposals(options: { db: Db; now: Date }): Promise<number> {
  return options.db.tx(async (tx) => {
    const due = await lockExpiredProposals(tx, options.now);
    for (const c of due) {
      await recordChange(tx, c, {
        action: 'expire',
        status: 'expired',
        actor: { type: 'system', id: null },
        reason: '',
        at: options.now,
      });
    }
    return due.length;
  });
}
