import type { GoodsKind } from '@wl/contract/points/points-views';
import type { Sql } from '../../db/db';

/** SQL of the points mall's own tables (migration 0801); the points themselves are ledger rows. */

export interface PointsSettings {
  pointsPerUnit: bigint;
  minConvertPoints: bigint;
  rulesText: string;
}

const DEFAULT_SETTINGS: PointsSettings = {
  pointsPerUnit: 100n,
  minConvertPoints: 100n,
  rulesText: '',
};

export async function selectSettings(sql: Sql, merchantId: bigint): Promise<PointsSettings> {
  const r = await sql.query<{
    points_per_unit: bigint;
    min_convert_points: bigint;
    rules_text: string;
  }>(
    `SELECT points_per_unit, min_convert_points, rules_text FROM points_settings
      WHERE merchant_id = $1`,
    [merchantId],
  );
  const row = r.rows[0];
  if (!row) return DEFAULT_SETTINGS;
  return {
    pointsPerUnit: row.points_per_unit,
    minConvertPoints: row.min_convert_points,
    rulesText: row.rules_text,
  };
}

export async function upsertSettings(sql: Sql, merchantId: bigint, s: PointsSettings) {
  await sql.query(
    `INSERT INTO points_settings (merchant_id, points_per_unit, min_convert_points, rules_text)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (merchant_id) DO UPDATE SET points_per_unit = $2, min_convert_points = $3,
       rules_text = $4, updated_at = now()`,
    [merchantId, s.pointsPerUnit, s.minConvertPoints, s.rulesText],
  );
}

export interface EarningRule {
  source: 'bet' | 'deposit';
  gameType: string;
  rateBps: number;
}

export async function selectEarningRules(sql: Sql, merchantId: bigint): Promise<EarningRule[]> {
  const r = await sql.query<{ source: 'bet' | 'deposit'; game_type: string; rate_bps: number }>(
    `SELECT source, game_type, rate_bps FROM points_earning_rules WHERE merchant_id = $1
      ORDER BY source, game_type`,
    [merchantId],
  );
  return r.rows.map((x) => ({ source: x.source, gameType: x.game_type, rateBps: x.rate_bps }));
}

/** Saves one rule and answers the rule it replaced (null when new). */
export async function upsertEarningRule(
  sql: Sql,
  merchantId: bigint,
  rule: EarningRule,
): Promise<EarningRule | null> {
  const before = (await selectEarningRules(sql, merchantId)).find(
    (x) => x.source === rule.source && x.gameType === rule.gameType,
  );
  await sql.query(
    `INSERT INTO points_earning_rules (merchant_id, source, game_type, rate_bps)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (merchant_id, source, game_type) DO UPDATE SET rate_bps = $4`,
    [merchantId, rule.source, rule.gameType, rule.rateBps],
  );
  return before ?? null;
}

/** A free-spins good's terms (null for every other kind). */
export interface FreeSpinTerms {
  gameCode: string;
  spins: number;
  betMinor: bigint;
}

export interface Goods {
  id: bigint;
  merchantId: bigint;
  kind: GoodsKind;
  category: string;
  name: string;
  description: string;
  imageUrl: string;
  pricePoints: bigint;
  valueMinor: bigint;
  stock: number | null;
  active: boolean;
  sort: number;
  freeSpins: FreeSpinTerms | null;
}

interface GoodsRow {
  id: bigint;
  merchant_id: bigint;
  kind: Goods['kind'];
  category: string;
  name: string;
  description: string;
  image_url: string;
  price_points: bigint;
  value_minor: bigint;
  stock: number | null;
  active: boolean;
  sort: number;
  free_spin_game_code: string | null;
  free_spins: number | null;
  free_spin_bet_minor: bigint | null;
}

const toGoods = (r: GoodsRow): Goods => ({
  id: r.id,
  merchantId: r.merchant_id,
  kind: r.kind,
  category: r.category,
  name: r.name,
  description: r.description,
  imageUrl: r.image_url,
  pricePoints: r.price_points,
  valueMinor: r.value_minor,
  stock: r.stock,
  active: r.active,
  sort: r.sort,
  freeSpins:
    r.free_spin_game_code !== null && r.free_spins !== null && r.free_spin_bet_minor !== null
      ? { gameCode: r.free_spin_game_code, spins: r.free_spins, betMinor: r.free_spin_bet_minor }
      : null,
});

export type GoodsInput = Omit<Goods, 'id' | 'merchantId'>;

export async function selectGoods(
  sql: Sql,
  merchantId: bigint,
  options: { activeOnly: boolean },
): Promise<Goods[]> {
  const r = await sql.query<GoodsRow>(
    `SELECT * FROM points_goods WHERE merchant_id = $1 AND (active OR NOT $2)
      ORDER BY sort, id`,
    [merchantId, options.activeOnly],
  );
  return r.rows.map(toGoods);
}

export async function findGoods(sql: Sql, merchantId: bigint, id: bigint): Promise<Goods | null> {
  const r = await sql.query<GoodsRow>(
    `SELECT * FROM points_goods WHERE merchant_id = $1 AND id = $2`,
    [merchantId, id],
  );
  return r.rows[0] ? toGoods(r.rows[0]) : null;
}

const GOODS_VALUES = (g: GoodsInput) => [
  g.kind,
  g.category,
  g.name,
  g.description,
  g.imageUrl,
  g.pricePoints,
  g.valueMinor,
  g.stock,
  g.active,
  g.sort,
  g.freeSpins?.gameCode ?? null,
  g.freeSpins?.spins ?? null,
  g.freeSpins?.betMinor ?? null,
];

export async function insertGoods(sql: Sql, merchantId: bigint, g: GoodsInput): Promise<Goods> {
  const r = await sql.query<GoodsRow>(
    `INSERT INTO points_goods (merchant_id, kind, category, name, description, image_url,
       price_points, value_minor, stock, active, sort, free_spin_game_code, free_spins,
       free_spin_bet_minor)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING *`,
    [merchantId, ...GOODS_VALUES(g)],
  );
  return toGoods(r.rows[0]!);
}

export async function updateGoods(
  sql: Sql,
  merchantId: bigint,
  id: bigint,
  g: GoodsInput,
): Promise<Goods | null> {
  const r = await sql.query<GoodsRow>(
    `UPDATE points_goods SET kind = $3, category = $4, name = $5, description = $6,
       image_url = $7, price_points = $8, value_minor = $9, stock = $10, active = $11, sort = $12,
       free_spin_game_code = $13, free_spins = $14, free_spin_bet_minor = $15
      WHERE merchant_id = $1 AND id = $2 RETURNING *`,
    [merchantId, id, ...GOODS_VALUES(g)],
  );
  return r.rows[0] ? toGoods(r.rows[0]) : null;
}

/**
 * Takes one item of an active good: one conditional UPDATE, so of any number of concurrent
 * redemptions exactly as many succeed as there are items (the row lock serialises them and
 * each re-reads the stock). Unlimited goods (stock NULL) always succeed. Answers the good, or
 * null when it is gone, inactive or sold out.
 */
export async function takeStock(sql: Sql, merchantId: bigint, id: bigint): Promise<Goods | null> {
  const r = await sql.query<GoodsRow>(
    `UPDATE points_goods SET stock = stock - 1
      WHERE merchant_id = $1 AND id = $2 AND active AND (stock IS NULL OR stock > 0)
      RETURNING *`,
    [merchantId, id],
  );
  return r.rows[0] ? toGoods(r.rows[0]) : null;
}

/** Puts a rejected order's item back on the shelf (unlimited goods stay unlimited). */
export async function returnStock(sql: Sql, id: bigint) {
  await sql.query(`UPDATE points_goods SET stock = stock + 1 WHERE id = $1 AND stock IS NOT NULL`, [
    id,
  ]);
}
