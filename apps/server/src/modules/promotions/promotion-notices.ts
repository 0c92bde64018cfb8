import type { Notice } from '@wl/contract/system/get-announcements';
import type { Db } from '../../db/db';
import { hiddenPromotionKinds } from './hidden-kinds';
import { listPromotions } from './list-promotions';
import { isRunning } from './promotion-eligibility';
import { listLivePromotions } from './promotion-store';
import { imageUrlOf, textOf } from './promotion-view';

/**
 * The running promotions as notices of `MCSFE_getListAnnouncements` value.promotion (spec §7),
 * after the content module's own promotion notices. Ids are `promotion-<id>`, so a banner can
 * link one and the client opens /promoDetail?id=<id>.
 */
export async function listPromotionNotices(options: {
  db: Db;
  merchantId: bigint;
  language: string;
  settings: Record<string, unknown>;
  now: Date;
}): Promise<Notice[]> {
  const live = await listLivePromotions(options.db, options.merchantId, options.now);
  const hidden = hiddenPromotionKinds(options.settings);
  return live
    .filter((p) => isRunning(p, options.now) && !hidden.includes(p.kind))
    .map((p) => {
      const text = textOf(p, options.language);
      return {
        id: `promotion-${p.id}`,
        title: text.title,
        content: text.content,
        type: 'PR',
        execution: 'B',
        imageUrl: imageUrlOf(p),
        startDate: p.startsAt.getTime(),
        endDate: p.endsAt?.getTime() ?? null,
      };
    });
}

/** The header's promotion badge: promotions the member can claim or join right now. */
export async function countAvailablePromotions(options: {
  db: Db;
  merchantId: bigint;
  memberId: bigint;
  settings: Record<string, unknown>;
  now: Date;
}): Promise<number> {
  const { list } = await listPromotions({
    ...options,
    language: 'en',
    hiddenKinds: hiddenPromotionKinds(options.settings),
  });
  return list.filter((p) => p.status === 'claim' || p.status === 'join').length;
}
