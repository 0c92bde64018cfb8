import type { SaveGoodsBody } from '@wl/contract/points/ops-points';
import type { Db, Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { byOperator, insertAudit } from '../audit/audit-store';
import { amountMinor } from '../cashier/money-edge';
import { selectHouseSlots } from './house-slots';
import {
  findGoods,
  insertGoods,
  selectSettings,
  updateGoods,
  upsertEarningRule,
  upsertSettings,
  type EarningRule,
  type FreeSpinTerms,
  type Goods,
  type GoodsInput,
  type PointsSettings,
} from './points-store';

export interface OperatorChange {
  db: Db;
  merchantId: bigint;
  operatorId: bigint;
  ip: string;
}

/** One change and its audit row in one transaction: what it was before and after. */
async function audited<T>(
  c: OperatorChange,
  action: string,
  subjectId: string,
  change: (tx: Sql) => Promise<{ before: unknown; after: T }>,
): Promise<T> {
  return c.db.tx(async (tx) => {
    const { before, after } = await change(tx);
    await insertAudit(tx, {
      merchantId: c.merchantId,
      ...byOperator(c.operatorId),
      action,
      subjectType: 'points',
      subjectId,
      before,
      after,
      ip: c.ip,
    });
    return after;
  });
}

export function savePointsSettings(c: OperatorChange, s: PointsSettings) {
  return audited(c, 'points.settings.save', 'settings', async (tx) => {
    const before = await selectSettings(tx, c.merchantId);
    await upsertSettings(tx, c.merchantId, s);
    return { before, after: s };
  });
}

export function saveEarningRule(c: OperatorChange, rule: EarningRule) {
  return audited(c, 'points.earning_rule.save', `${rule.source}:${rule.gameType}`, async (tx) => ({
    before: await upsertEarningRule(tx, c.merchantId, rule),
    after: rule,
  }));
}

/** Creates a good (id null) or replaces one; the audit row keeps it before and after. */
export function saveGoods(
  c: OperatorChange & { currency: string },
  id: bigint | null,
  body: SaveGoodsBody,
): Promise<Goods> {
  const input: GoodsInput = {
    kind: body.kind,
    category: body.category,
    name: body.name,
    description: body.description,
    imageUrl: body.imageUrl,
    pricePoints: BigInt(body.pricePoints),
    valueMinor: body.value === undefined ? 0n : amountMinor(body.value, c.currency),
    stock: body.stock,
    active: body.active,
    sort: body.sort,
    freeSpins: body.freeSpins
      ? { ...body.freeSpins, betMinor: BigInt(body.freeSpins.betMinor) }
      : null,
  };
  return audited(c, 'points.goods.save', id?.toString() ?? 'new', async (tx) => {
    if (input.freeSpins) await checkFreeSpins(tx, c.merchantId, input.freeSpins);
    if (id === null) return { before: null, after: await insertGoods(tx, c.merchantId, input) };
    const before = await findGoods(tx, c.merchantId, id);
    const after = before && (await updateGoods(tx, c.merchantId, id, input));
    if (!after) throw new AppError('points.goods_not_found');
    return { before, after };
  });
}

/**
 * A free-spins good must name one of the merchant's house slots, at a bet the slot can play:
 * a whole bet per line (the bet spread over every line) of at least the game's minimum. The
 * house checks its exact bet steps again when the order is passed.
 */
async function checkFreeSpins(tx: Sql, merchantId: bigint, terms: FreeSpinTerms) {
  const slot = (await selectHouseSlots(tx, merchantId)).find((s) => s.gameCode === terms.gameCode);
  if (!slot) throw new AppError('points.free_spins_game');
  if (terms.betMinor % BigInt(slot.lines) !== 0n || terms.betMinor < slot.minBetMinor)
    throw new AppError('points.free_spins_bet', { value: { lines: slot.lines } });
}
