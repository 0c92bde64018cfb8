import type { GetPromotionResponse } from '@wl/contract/promotions/get-promotion';
import type { PromotionKind } from '@wl/contract/promotions/promotion';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { bonusView } from '../bonus/bonus-view';
import { runBonusWagering } from '../bonus/run-bonus-wagering';
import { money } from '../cashier/money-edge';
import { standingsOf } from './member-standing';
import { applicationViewOf, statusOf, summaryOf, textOf } from './promotion-view';
import { findPromotion } from './promotion-store';

/**
 * The detail page (promoDetail): the promotion's text and terms, the member's status and, when
 * there is one, their bonus from it (with wagering progress, settled first) and application.
 * The raffle's seed hash is always shown; the seed once the raffle has ended.
 */
export async function getPromotion(options: {
  db: Db;
  merchantId: bigint;
  currency: string;
  memberId: bigint | null;
  promotionId: bigint;
  language: string;
  hiddenKinds?: readonly PromotionKind[];
  now: Date;
}): Promise<GetPromotionResponse> {
  const { db, now } = options;
  const p = await findPromotion(db, options.merchantId, options.promotionId);
  if (!p || !p.enabled || options.hiddenKinds?.includes(p.kind)) {
    throw new AppError('promotion_not_found');
  }
  if (options.memberId !== null) {
    await runBonusWagering({ db }, now, { memberId: options.memberId });
  }
  const standing = (await standingsOf(db, options, [p], now)).get(p.id)!;
  const m = (minor: bigint) => money(minor, options.currency);
  const text = textOf(p, options.language);
  const ended = p.endsAt !== null && p.endsAt <= now;
  return {
    ...summaryOf(p, options.language, statusOf(p, standing, now)),
    content: text.content,
    terms: {
      percentBps: p.percentBps,
      fixedAmount: p.fixedMinor === null ? null : m(p.fixedMinor),
      maxBonus: p.maxBonusMinor === null ? null : m(p.maxBonusMinor),
      minDeposit: p.minDepositMinor > 0n ? m(p.minDepositMinor) : null,
      wageringMultipleBps: p.wageringMultipleBps,
      validDays: p.validDays,
    },
    bonus: standing.bonus ? bonusView(standing.bonus) : null,
    application: standing.application
      ? applicationViewOf(standing.application, text.title, m)
      : null,
    raffle:
      p.kind === 'raffle' && p.raffleSeedHash
        ? { seedHash: p.raffleSeedHash, seed: ended ? p.raffleSeed : null }
        : null,
  };
}
