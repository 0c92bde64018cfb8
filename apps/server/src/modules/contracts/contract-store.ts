import type { Sql } from '../../db/db';
import type { ContractPeriod } from './periods';
import type { Tier } from './settlement-math';

/** SQL of contracts and their versions (the only file that writes these tables). */
export type ContractKind = 'dividend' | 'daily_salary' | 'hourly_salary' | 'realtime_salary';
export type ContractStatus = 'proposed' | 'active' | 'refused' | 'terminated' | 'expired';
export type ContractAction =
  'propose' | 'sign' | 'refuse' | 'terminate' | 'expire' | 'auto_terminate';

export interface ContractRecord {
  id: bigint;
  merchantId: bigint;
  kind: ContractKind;
  uplineId: bigint | null;
  downlineId: bigint;
  status: ContractStatus;
  period: ContractPeriod;
  tiers: Tier[];
  topRatioBps: number;
  version: number;
  proposedAt: Date;
  expiresAt: Date;
  signedAt: Date | null;
  endedAt: Date | null;
  carryMinor: bigint;
  settledUntil: Date | null;
}

export interface Actor {
  type: 'member' | 'operator' | 'system';
  id: string | null;
}

type TierJson = {
  ratioBps: number;
  minTurnoverMinor: string;
  minLossMinor: string;
  minActiveMembers: number;
};

export function tiersToJson(tiers: readonly Tier[]): string {
  const rows: TierJson[] = tiers.map((t) => ({
    ratioBps: t.ratioBps,
    minTurnoverMinor: t.minTurnoverMinor.toString(),
    minLossMinor: t.minLossMinor.toString(),
    minActiveMembers: t.minActiveMembers,
  }));
  return JSON.stringify(rows);
}

export function tiersFromJson(value: unknown): Tier[] {
  return (value as TierJson[]).map((t) => ({
    ratioBps: t.ratioBps,
    minTurnoverMinor: BigInt(t.minTurnoverMinor),
    minLossMinor: BigInt(t.minLossMinor),
    minActiveMembers: t.minActiveMembers,
  }));
}

const COLUMNS = `id, merchant_id, kind, upline_id, downline_id, status, period, tiers,
  top_ratio_bps, version, proposed_at, expires_at, signed_at, ended_at, carry_minor,
  settled_until`;

export type ContractRow = {
  id: bigint;
  merchant_id: bigint;
  kind: ContractKind;
  upline_id: bigint | null;
  downline_id: bigint;
  status: ContractStatus;
  period: ContractPeriod;
  tiers: unknown;
  top_ratio_bps: number;
  version: number;
  proposed_at: Date;
  expires_at: Date;
  signed_at: Date | null;
  ended_at: Date | null;
  carry_minor: bigint;
  settled_until: Date | null;
};

export function contractFromRow(r: ContractRow): ContractRecord {
  return {
    id: r.id,
    merchantId: r.merchant_id,
    kind: r.kind,
    uplineId: r.upline_id,
    downlineId: r.downline_id,
    status: r.status,
    period: r.period,
    tiers: tiersFromJson(r.tiers),
    topRatioBps: r.top_ratio_bps,
    version: r.version,
    proposedAt: r.proposed_at,
    expiresAt: r.expires_at,
    signedAt: r.signed_at,
    endedAt: r.ended_at,
    carryMinor: r.carry_minor,
    settledUntil: r.settled_until,
  };
}

export async function insertContract(
  sql: Sql,
  c: {
    merchantId: bigint;
    kind: ContractKind;
    uplineId: bigint | null;
    downlineId: bigint;
    period: ContractPeriod;
    tiers: readonly Tier[];
    topRatioBps: number;
    now: Date;
    expiresAt: Date;
  },
): Promise<ContractRecord | null> {
  // The partial unique index refuses a second open contract; null tells the caller.
  const r = await sql.query<ContractRow>(
    `INSERT INTO contracts (merchant_id, kind, upline_id, downline_id, status, period, tiers,
                            top_ratio_bps, proposed_at, expires_at)
     VALUES ($1, $2, $3, $4, 'proposed', $5, $6::jsonb, $7, $8, $9)
     ON CONFLICT (downline_id, kind) WHERE status IN ('proposed', 'active') DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      c.merchantId,
      c.kind,
      c.uplineId,
      c.downlineId,
      c.period,
      tiersToJson(c.tiers),
      c.topRatioBps,
      c.now,
      c.expiresAt,
    ],
  );
  return r.rows[0] ? contractFromRow(r.rows[0]) : null;
}

export async function lockContract(
  sql: Sql,
  merchantId: bigint,
  id: bigint,
): Promise<ContractRecord | null> {
  const r = await sql.query<ContractRow>(
    `SELECT ${COLUMNS} FROM contracts WHERE id = $1 AND merchant_id = $2 FOR UPDATE`,
    [id, merchantId],
  );
  return r.rows[0] ? contractFromRow(r.rows[0]) : null;
}

/** Moves a contract to a new status, bumping its version. */
export async function updateStatus(
  sql: Sql,
  id: bigint,
  status: ContractStatus,
  at: Date,
): Promise<ContractRecord> {
  const r = await sql.query<ContractRow>(
    `UPDATE contracts
        SET status = $2, version = version + 1,
            signed_at = CASE WHEN $2 = 'active' THEN $3 ELSE signed_at END,
            ended_at = CASE WHEN $2 IN ('terminated', 'refused', 'expired') THEN $3
                            ELSE ended_at END
      WHERE id = $1
      RETURNING ${COLUMNS}`,
    [id, status, at],
  );
  const row = r.rows[0];
  if (!row) throw new Error(`contract ${id} vanished while locked`);
  return contractFromRow(row);
}

export async function insertVersion(
  sql: Sql,
  c: ContractRecord,
  action: ContractAction,
  actor: Actor,
  reason: string,
  at: Date,
): Promise<void> {
  await sql.query(
    `INSERT INTO contract_versions (contract_id, version, action, status, actor_type, actor_id,
                                    reason, tiers, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
    [c.id, c.version, action, c.status, actor.type, actor.id, reason, tiersToJson(c.tiers), at],
  );
}

/** The member's running contract of a kind (what it may share with its downline). */
export async function findActive(
  sql: Sql,
  downlineId: bigint,
  kind: ContractKind,
): Promise<ContractRecord | null> {
  const r = await sql.query<ContractRow>(
    `SELECT ${COLUMNS} FROM contracts WHERE downline_id = $1 AND kind = $2 AND status = 'active'`,
    [downlineId, kind],
  );
  return r.rows[0] ? contractFromRow(r.rows[0]) : null;
}

/** Open contracts the member granted its downline with a ratio above `ratioBps`, locked. */
export async function lockDownlineAbove(
  sql: Sql,
  uplineId: bigint,
  kind: ContractKind,
  ratioBps: number,
): Promise<ContractRecord[]> {
  const r = await sql.query<ContractRow>(
    `SELECT ${COLUMNS} FROM contracts
      WHERE upline_id = $1 AND kind = $2 AND status IN ('proposed', 'active')
        AND top_ratio_bps > $3
      ORDER BY id FOR UPDATE`,
    [uplineId, kind, ratioBps],
  );
  return r.rows.map(contractFromRow);
}

/** Offers past their expiry, locked and skipped when another process holds them. */
export async function lockExpiredProposals(sql: Sql, now: Date): Promise<ContractRecord[]> {
  const r = await sql.query<ContractRow>(
    `SELECT ${COLUMNS} FROM contracts
      WHERE status = 'proposed' AND expires_at <= $1
      ORDER BY id LIMIT 500 FOR UPDATE SKIP LOCKED`,
    [now],
  );
  return r.rows.map(contractFromRow);
}

export interface VersionRecord {
  version: number;
  action: ContractAction;
  status: ContractStatus;
  actorType: Actor['type'];
  actorId: string | null;
  reason: string;
  tiers: Tier[];
  createdAt: Date;
}

export async function listVersions(sql: Sql, contractId: bigint): Promise<VersionRecord[]> {
  const r = await sql.query<{
    version: number;
    action: ContractAction;
    status: ContractStatus;
    actor_type: Actor['type'];
    actor_id: string | null;
    reason: string;
    tiers: unknown;
    created_at: Date;
  }>(
    `SELECT version, action, status, actor_type, actor_id, reason, tiers, created_at
       FROM contract_versions WHERE contract_id = $1 ORDER BY version`,
    [contractId],
  );
  return r.rows.map((v) => ({
    version: v.version,
    action: v.action,
    status: v.status,
    actorType: v.actor_type,
    actorId: v.actor_id,
    reason: v.reason,
    tiers: tiersFromJson(v.tiers),
    createdAt: v.created_at,
  }));
}
