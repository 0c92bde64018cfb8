import type { PromotionKind, PromotionTarget } from '@wl/contract/promotions/promotion';
import type { Sql } from '../../db/db';

/** SQL of promotions and their claims (migration 0701). */

export interface PromotionText {
  title: string;
  summary: string;
  content: string;
}

export interface RafflePrize {
  amountMinor: bigint;
  weight: number;
}

export interface Promotion {
  id: bigint;
  merchantId: bigint;
  kind: PromotionKind;
  category: string;
  texts: Record<string, PromotionText>;
  imageKey: string | null;
  target: PromotionTarget;
  percentBps: number | null;
  fixedMinor: bigint | null;
  maxBonusMinor: bigint | null;
  minDepositMinor: bigint;
  wageringMultipleBps: number;
  wageringIncludesDeposit: boolean;
  contributionBps: Record<string, number>;
  maxBetMinor: bigint | null;
  maxCashoutMinor: bigint | null;
  validDays: number;
  forfeitOnWithdrawal: boolean;
  limitPerDevice: boolean;
  limitPerIp: boolean;
  limitPerPaymentAccount: boolean;
  rafflePrizes: RafflePrize[] | null;
  raffleSeed: string | null;
  raffleSeedHash: string | null;
  startsAt: Date;
  endsAt: Date | null;
  enabled: boolean;
  sortOrder: number;
}

export type PromotionFields = Omit<Promotion, 'id' | 'merchantId'>;

/** Column name and how a field is written, in one place for insert and update. */
const FIELDS: [keyof PromotionFields, string, (v: never) => unknown][] = [
  ['kind', 'kind', (v: string) => v],
  ['category', 'category', (v: string) => v],
  ['texts', 'texts', (v: unknown) => JSON.stringify(v)],
  ['imageKey', 'image_key', (v: string | null) => v],
  ['target', 'target', (v: unknown) => JSON.stringify(v)],
  ['percentBps', 'percent_bps', (v: number | null) => v],
  ['fixedMinor', 'fixed_minor', (v: bigint | null) => v],
  ['maxBonusMinor', 'max_bonus_minor', (v: bigint | null) => v],
  ['minDepositMinor', 'min_deposit_minor', (v: bigint) => v],
  ['wageringMultipleBps', 'wagering_multiple_bps', (v: number) => v],
  ['wageringIncludesDeposit', 'wagering_includes_deposit', (v: boolean) => v],
  ['contributionBps', 'contribution_bps', (v: unknown) => JSON.stringify(v)],
  ['maxBetMinor', 'max_bet_minor', (v: bigint | null) => v],
  ['maxCashoutMinor', 'max_cashout_minor', (v: bigint | null) => v],
  ['validDays', 'valid_days', (v: number) => v],
  ['forfeitOnWithdrawal', 'forfeit_on_withdrawal', (v: boolean) => v],
  ['limitPerDevice', 'limit_per_device', (v: boolean) => v],
  ['limitPerIp', 'limit_per_ip', (v: boolean) => v],
  ['limitPerPaymentAccount', 'limit_per_payment_account', (v: boolean) => v],
  [
    'rafflePrizes',
    'raffle_prizes',
    (v: RafflePrize[] | null) =>
      v
        ? JSON.stringify(
            v.map((p) => ({ amountMinor: p.amountMinor.toString(), weight: p.weight })),
          )
        : null,
  ],
  ['raffleSeed', 'raffle_seed', (v: string | null) => v],
  ['raffleSeedHash', 'raffle_seed_hash', (v: string | null) => v],
  ['startsAt', 'starts_at', (v: Date) => v],
  ['endsAt', 'ends_at', (v: Date | null) => v],
  ['enabled', 'enabled', (v: boolean) => v],
  ['sortOrder', 'sort_order', (v: number) => v],
];

type Row = Record<string, unknown>;

function toPromotion(r: Row): Promotion {
  const big = (v: unknown) => (v === null || v === undefined ? null : BigInt(v as bigint));
  const prizes = r.raffle_prizes as { amountMinor: string; weight: number }[] | null;
  return {
    id: BigInt(r.id as bigint),
    merchantId: BigInt(r.merchant_id as bigint),
    kind: r.kind as PromotionKind,
    category: r.category as string,
    texts: r.texts as Record<string, PromotionText>,
    imageKey: (r.image_key as string | null) ?? null,
    target: r.target as PromotionTarget,
    percentBps: (r.percent_bps as number | null) ?? null,
    fixedMinor: big(r.fixed_minor),
    maxBonusMinor: big(r.max_bonus_minor),
    minDepositMinor: BigInt(r.min_deposit_minor as bigint),
    wageringMultipleBps: r.wagering_multiple_bps as number,
    wageringIncludesDeposit: r.wagering_includes_deposit as boolean,
    contributionBps: r.contribution_bps as Record<string, number>,
    maxBetMinor: big(r.max_bet_minor),
    maxCashoutMinor: big(r.max_cashout_minor),
    validDays: r.valid_days as number,
    forfeitOnWithdrawal: r.forfeit_on_withdrawal as boolean,
    limitPerDevice: r.limit_per_device as boolean,
    limitPerIp: r.limit_per_ip as boolean,
    limitPerPaymentAccount: r.limit_per_payment_account as boolean,
    rafflePrizes: prizes
      ? prizes.map((p) => ({ amountMinor: BigInt(p.amountMinor), weight: p.weight }))
      : null,
    raffleSeed: (r.raffle_seed as string | null) ?? null,
    raffleSeedHash: (r.raffle_seed_hash as string | null) ?? null,
    startsAt: new Date(r.starts_at as Date),
    endsAt: r.ends_at ? new Date(r.ends_at as Date) : null,
    enabled: r.enabled as boolean,
    sortOrder: r.sort_order as number,
  };
}

export async function insertPromotion(
  sql: Sql,
  merchantId: bigint,
  p: PromotionFields,
): Promise<bigint> {
  const columns = FIELDS.map(([, column]) => column);
  const values = FIELDS.map(([field, , write]) => write(p[field] as never));
  const r = await sql.query<{ id: bigint }>(
    `INSERT INTO promotions (merchant_id, ${columns.join(', ')})
     VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
    [merchantId, ...values],
  );
  return r.rows[0]!.id;
}

export async function updatePromotion(sql: Sql, id: bigint, p: PromotionFields): Promise<void> {
  const sets = FIELDS.map(([, column], i) => `${column} = $${i + 2}`);
  await sql.query(`UPDATE promotions SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...FIELDS.map(([field, , write]) => write(p[field] as never)),
  ]);
}

export async function findPromotion(
  sql: Sql,
  merchantId: bigint,
  id: bigint,
  options: { lock?: boolean } = {},
): Promise<Promotion | null> {
  const r = await sql.query(
    `SELECT * FROM promotions WHERE id = $1 AND merchant_id = $2${options.lock ? ' FOR UPDATE' : ''}`,
    [id, merchantId],
  );
  return r.rows[0] ? toPromotion(r.rows[0]) : null;
}

/** Enabled promotions not yet ended at `now` (coming soon included), in display order. */
export async function listLivePromotions(
  sql: Sql,
  merchantId: bigint,
  now: Date,
  options: { kinds?: readonly PromotionKind[] } = {},
): Promise<Promotion[]> {
  const r = await sql.query(
    `SELECT * FROM promotions
      WHERE merchant_id = $1 AND enabled AND (ends_at IS NULL OR ends_at > $2)
        AND ($3::text[] IS NULL OR kind = ANY($3))
      ORDER BY sort_order, starts_at DESC, id DESC LIMIT 200`,
    [merchantId, now, options.kinds ? [...options.kinds] : null],
  );
  return r.rows.map(toPromotion);
}

export async function listAllPromotions(sql: Sql, merchantId: bigint): Promise<Promotion[]> {
  const r = await sql.query(
    `SELECT * FROM promotions WHERE merchant_id = $1 ORDER BY id DESC LIMIT 500`,
    [merchantId],
  );
  return r.rows.map(toPromotion);
}

export interface PromotionClaim {
  promotionId: bigint;
  memberId: bigint;
  reason: string;
  amountMinor: bigint;
  bonusId: bigint | null;
  raffleRoll: number | null;
  raffleClientSeed: string | null;
}

/** Inserts the member's one claim of a promotion; false when they already have it. */
export async function insertClaim(sql: Sql, c: PromotionClaim): Promise<boolean> {
  const r = await sql.query(
    `INSERT INTO promotion_claims (promotion_id, member_id, reason, amount_minor, bonus_id,
                                   raffle_roll, raffle_client_seed)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (promotion_id, member_id) DO NOTHING`,
    [
      c.promotionId,
      c.memberId,
      c.reason,
      c.amountMinor,
      c.bonusId,
      c.raffleRoll,
      c.raffleClientSeed,
    ],
  );
  return r.rowCount > 0;
}

export async function setClaimBonus(
  sql: Sql,
  promotionId: bigint,
  memberId: bigint,
  bonusId: bigint,
) {
  await sql.query(
    `UPDATE promotion_claims SET bonus_id = $3 WHERE promotion_id = $1 AND member_id = $2`,
    [promotionId, memberId, bonusId],
  );
}

/** The member's claims of these promotions. */
export async function listMemberClaims(
  sql: Sql,
  memberId: bigint,
  promotionIds: bigint[],
): Promise<PromotionClaim[]> {
  const r = await sql.query<Row>(
    `SELECT * FROM promotion_claims WHERE member_id = $1 AND promotion_id = ANY($2::bigint[])`,
    [memberId, promotionIds.map(String)],
  );
  return r.rows.map((row) => ({
    promotionId: BigInt(row.promotion_id as bigint),
    memberId: BigInt(row.member_id as bigint),
    reason: row.reason as string,
    amountMinor: BigInt(row.amount_minor as bigint),
    bonusId: row.bonus_id === null ? null : BigInt(row.bonus_id as bigint),
    raffleRoll: (row.raffle_roll as number | null) ?? null,
    raffleClientSeed: (row.raffle_client_seed as string | null) ?? null,
  }));
}

/** Takes a device / IP / payment-account mark; false when another member holds it. */
export async function takeClaimMark(
  sql: Sql,
  m: {
    promotionId: bigint;
    kind: 'device' | 'ip' | 'payment_account';
    value: string;
    memberId: bigint;
  },
): Promise<boolean> {
  const r = await sql.query(
    `INSERT INTO promotion_claim_marks (promotion_id, mark_kind, mark_value, member_id)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [m.promotionId, m.kind, m.value, m.memberId],
  );
  if (r.rowCount > 0) return true;
  const held = await sql.query<{ member_id: bigint }>(
    `SELECT member_id FROM promotion_claim_marks
      WHERE promotion_id = $1 AND mark_kind = $2 AND mark_value = $3`,
    [m.promotionId, m.kind, m.value],
  );
  return held.rows[0]?.member_id === m.memberId;
}

/** Records a deposit's grant under a deposit promotion; false when it was granted before. */
export async function insertDepositGrant(
  sql: Sql,
  g: { promotionId: bigint; depositRef: string; memberId: bigint; bonusId: bigint },
): Promise<boolean> {
  const r = await sql.query(
    `INSERT INTO promotion_deposit_grants (promotion_id, deposit_ref, member_id, bonus_id)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [g.promotionId, g.depositRef, g.memberId, g.bonusId],
  );
  return r.rowCount > 0;
}

/** The latest bonus a deposit promotion granted the member, for the detail page. */
export async function latestDepositGrantBonus(
  sql: Sql,
  promotionId: bigint,
  memberId: bigint,
): Promise<bigint | null> {
  const r = await sql.query<{ bonus_id: bigint }>(
    `SELECT max(bonus_id) AS bonus_id FROM promotion_deposit_grants
      WHERE promotion_id = $1 AND member_id = $2`,
    [promotionId, memberId],
  );
  return r.rows[0]?.bonus_id ?? null;
}

export async function setPromotionImage(sql: Sql, id: bigint, imageKey: string): Promise<void> {
  await sql.query(`UPDATE promotions SET image_key = $2, updated_at = now() WHERE id = $1`, [
    id,
    imageKey,
  ]);
}
