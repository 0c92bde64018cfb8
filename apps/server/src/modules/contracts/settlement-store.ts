import type { Sql } from '../../db/db';
import type { ContractKind } from './contract-store';
import type { ContractPeriod } from './periods';

/**
 * The rows settlement plans from: signed contracts whose settled point has not reached their
 * end. A terminated contract is still settled up to the moment it ended, so ending a contract
 * never skips a period it was in force for.
 */
export interface SettleableContract {
  id: bigint;
  merchantId: bigint;
  kind: ContractKind;
  period: ContractPeriod;
  uplineId: bigint | null;
  downlineId: bigint;
  signedAt: Date;
  endedAt: Date | null;
  settledUntil: Date | null;
  carryMinor: bigint;
  tiers: unknown;
  currency: string;
}

type Row = {
  id: bigint;
  merchant_id: bigint;
  kind: ContractKind;
  period: ContractPeriod;
  upline_id: bigint | null;
  downline_id: bigint;
  signed_at: Date;
  ended_at: Date | null;
  settled_until: Date | null;
  carry_minor: bigint;
  tiers: unknown;
  currency: string;
};

const SELECT = `SELECT c.id, c.merchant_id, c.kind, c.period, c.upline_id, c.downline_id,
    c.signed_at, c.ended_at, c.settled_until, c.carry_minor, c.tiers, m.currency
  FROM contracts c JOIN merchants m ON m.id = c.merchant_id`;

function toRecord(r: Row): SettleableContract {
  return {
    id: r.id,
    merchantId: r.merchant_id,
    kind: r.kind,
    period: r.period,
    uplineId: r.upline_id,
    downlineId: r.downline_id,
    signedAt: r.signed_at,
    endedAt: r.ended_at,
    settledUntil: r.settled_until,
    carryMinor: r.carry_minor,
    tiers: r.tiers,
    currency: r.currency,
  };
}

export async function selectSettleable(
  sql: Sql,
  merchantId: bigint | null,
  kinds: readonly ContractKind[] | null,
): Promise<SettleableContract[]> {
  const r = await sql.query<Row>(
    `${SELECT}
      WHERE c.signed_at IS NOT NULL AND c.status IN ('active', 'terminated')
        AND (c.ended_at IS NULL OR c.settled_until IS NULL OR c.settled_until < c.ended_at)
        AND ($1::bigint IS NULL OR c.merchant_id = $1)
        AND ($2::text[] IS NULL OR c.kind = ANY($2::text[]))
      ORDER BY c.id`,
    [merchantId, kinds],
  );
  return r.rows.map(toRecord);
}

/** Locks a batch's contracts in id order (two settling processes queue, never deadlock). */
export async function lockSettleable(sql: Sql, ids: bigint[]): Promise<SettleableContract[]> {
  const r = await sql.query<Row>(
    `${SELECT} WHERE c.id = ANY($1::bigint[]) ORDER BY c.id FOR UPDATE OF c`,
    [ids],
  );
  return r.rows.map(toRecord);
}

export async function advanceSettled(
  sql: Sql,
  id: bigint,
  until: Date,
  carryMinor: bigint,
): Promise<void> {
  await sql.query(`UPDATE contracts SET settled_until = $2, carry_minor = $3 WHERE id = $1`, [
    id,
    until,
    carryMinor,
  ]);
}
