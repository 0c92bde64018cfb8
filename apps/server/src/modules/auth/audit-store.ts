import type { Sql } from '../../db/db';

export interface AuditEntry {
  merchantId: bigint | null;
  actorType: 'member' | 'operator' | 'system' | 'visitor';
  actorId: string | null;
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  before?: unknown;
  after?: unknown;
  ip: string | null;
}

/** audit_log is append-only (the database refuses UPDATE and DELETE). */
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
      e.before === undefined ? null : JSON.stringify(e.before),
      e.after === undefined ? null : JSON.stringify(e.after),
      e.ip,
    ],
  );
}
