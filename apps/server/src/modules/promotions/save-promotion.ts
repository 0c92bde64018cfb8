import type { SavePromotionRequest } from '@wl/contract/promotions/ops-promotions';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { byOperator, insertAudit } from '../audit/audit-store';
import { amountMinor } from '../cashier/money-edge';
import { sanitizeContent } from '../content/sanitize-content';
import {
  findPromotion,
  insertPromotion,
  updatePromotion,
  type Promotion,
  type PromotionFields,
} from './promotion-store';
import { newRaffleSeed } from './raffle-draw';

/**
 * An operator creates or edits a promotion. Content HTML is sanitised on the way in; a raffle
 * gets its secret seed when created (its hash is published at once) and keeps it for ever, so
 * an edit cannot change the outcome of draws already committed to. Audited with before/after.
 */
export async function savePromotion(options: {
  db: Db;
  merchantId: bigint;
  currency: string;
  operatorId: bigint;
  promotionId?: bigint;
  input: SavePromotionRequest;
  ip: string | null;
}): Promise<Promotion> {
  const { db, merchantId } = options;
  return db.tx(async (tx) => {
    const before = options.promotionId
      ? await findPromotion(tx, merchantId, options.promotionId, { lock: true })
      : null;
    if (options.promotionId && !before) throw new AppError('promotion_not_found');
    if (before && before.kind !== options.input.kind) throw new AppError('request_param_err');
    const fields = promotionFields(options.input, options.currency, before);
    const id = before ? before.id : await insertPromotion(tx, merchantId, fields);
    if (before) await updatePromotion(tx, before.id, fields);
    const after = (await findPromotion(tx, merchantId, id))!;
    await insertAudit(tx, {
      merchantId,
      ...byOperator(options.operatorId),
      action: before ? 'promotion_updated' : 'promotion_created',
      subjectType: 'promotion',
      subjectId: id.toString(),
      before: before ? { ...before, raffleSeed: undefined } : null,
      after: { ...after, raffleSeed: undefined },
      ip: options.ip,
    });
    return after;
  });
}

/** A promotion's stored fields from the operator's request (also used by the demo seed). */
export function promotionFields(
  input: SavePromotionRequest,
  currency: string,
  before: Promotion | null,
): PromotionFields {
  const minor = (v: string | number | null) => (v === null ? null : amountMinor(v, currency));
  const seed =
    input.kind === 'raffle'
      ? before?.raffleSeed && before.raffleSeedHash
        ? { seed: before.raffleSeed, seedHash: before.raffleSeedHash }
        : newRaffleSeed()
      : null;
  return {
    kind: input.kind,
    category: input.category,
    texts: Object.fromEntries(
      Object.entries(input.texts).map(([language, t]) => [
        language,
        { title: t.title, summary: t.summary, content: sanitizeContent(t.content) },
      ]),
    ),
    imageKey: before?.imageKey ?? null,
    target: input.target,
    percentBps: input.percentBps,
    fixedMinor: minor(input.fixedAmount),
    maxBonusMinor: minor(input.maxBonus),
    minDepositMinor: minor(input.minDeposit) ?? 0n,
    wageringMultipleBps: input.wageringMultipleBps,
    wageringIncludesDeposit: input.wageringIncludesDeposit,
    contributionBps: input.contributionBps,
    maxBetMinor: minor(input.maxBet),
    maxCashoutMinor: minor(input.maxCashout),
    validDays: input.validDays,
    forfeitOnWithdrawal: input.forfeitOnWithdrawal,
    limitPerDevice: input.limitPerDevice,
    limitPerIp: input.limitPerIp,
    limitPerPaymentAccount: input.limitPerPaymentAccount,
    rafflePrizes:
      input.rafflePrizes?.map((p) => ({
        amountMinor: Number(p.amount) === 0 ? 0n : amountMinor(p.amount, currency),
        weight: p.weight,
      })) ?? null,
    raffleSeed: seed?.seed ?? null,
    raffleSeedHash: seed?.seedHash ?? null,
    startsAt: new Date(input.startDate),
    endsAt: input.endDate === null ? null : new Date(input.endDate),
    enabled: input.enabled,
    sortOrder: input.sortOrder,
  };
}
