import type { ListPromotionsResponse } from '@wl/contract/promotions/list-promotions';
import {
  PROMOTION_CATEGORIES,
  type PromotionCategory,
  type PromotionKind,
} from '@wl/contract/promotions/promotion';
import type { Db } from '../../db/db';
import { standingsOf } from './member-standing';
import { statusOf, summaryOf } from './promotion-view';
import { listLivePromotions } from './promotion-store';

/**
 * The promotions page: every enabled promotion not yet ended (coming soon included) in the
 * viewer's language, with the categories that have any (the tabs) and, for a member, their
 * status on each. Promotions whose target excludes the member are left out.
 */
export async function listPromotions(options: {
  db: Db;
  merchantId: bigint;
  memberId: bigint | null;
  language: string;
  category?: PromotionCategory | undefined;
  hiddenKinds?: readonly PromotionKind[];
  now: Date;
}): Promise<ListPromotionsResponse> {
  const { db, now } = options;
  const hidden = options.hiddenKinds ?? [];
  const live = (await listLivePromotions(db, options.merchantId, now)).filter(
    (p) => !hidden.includes(p.kind),
  );
  const standings = await standingsOf(db, options, live, now);
  const visible = live.filter((p) => standings.get(p.id)?.targeted !== false);
  const categories = PROMOTION_CATEGORIES.filter((c) => visible.some((p) => p.category === c));
  return {
    categories,
    list: visible
      .filter((p) => !options.category || p.category === options.category)
      .map((p) => summaryOf(p, options.language, statusOf(p, standings.get(p.id)!, now))),
  };
}
