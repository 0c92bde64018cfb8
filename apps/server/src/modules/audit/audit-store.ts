import type { Sql } from '../../db/db';

/**
 * The one writer of audit_log, for every module: who changed what, with the state before and
 * after. The table is append-only (the database refuses UPDATE, DELETE and TRUNCATE).
 */
export interface AuditEntry {
  merchantId: bigint | null;
  actorType: 'member' | 'operator' | 'system' | 'vendor' | 'visitor';
  actorId: string | null;
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

export async function insertAudit(sql: Sql, e: AuditEntry): Promise<void> {
  await sql.query(
    `INSERT INTO audit_log (merchant_id, actor_type, actor_id, action, subject_type, subject_id,
                            before, after, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      e.merchantId,
      e.actorType,
      e.actorId,
      e.action,
      e.subjectType,
      e.subjectId,
      toJson(e.before),
      toJson(e.after),
      e.ip ?? null,
    ],
  );
}

/** Money is bigint; the log keeps it as text so nothing is rounded. */
function toJson(value: unknown): string | null {
  if (value === undefined) return null;
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

/** The actor of an entry an operator's action writes (the id kept as text, as every actor's). */
export function byOperator(operatorId: bigint): { actorType: 'operator'; actorId: string } {
  return { actorType: 'operator', actorId: String(operatorId) };
}
