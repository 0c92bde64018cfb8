import type { BonusView } from '@wl/contract/promotions/promotion';
import type { Db } from '../../db/db';
import { listMemberBonuses } from './bonus-store';
import { bonusView } from './bonus-view';
import { runBonusWagering } from './run-bonus-wagering';

/**
 * The member's bonuses with their wagering progress (bonusDetails). Their active bonuses are
 * settled first, so the progress includes the rounds just played and a met bonus shows as
 * converted without waiting for the job.
 */
export async function listBonuses(options: {
  db: Db;
  memberId: bigint;
  now: Date;
}): Promise<BonusView[]> {
  await runBonusWagering({ db: options.db }, options.now, { memberId: options.memberId });
  return (await listMemberBonuses(options.db, options.memberId, { limit: 50 })).map(bonusView);
}
