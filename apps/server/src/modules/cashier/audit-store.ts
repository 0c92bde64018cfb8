import type { Sql } from '../../db/db';

export interface MoneyAuditEntry {
  merchantId: bigint;
  actorType: 'member' | 'operator' | 'system' | 'vendor';
  actorId: string | null;
  action: string;
  subjectType:
    'deposit' | 'withdrawal' | 'payout_account' | 'adjustment' | 'member' | 'wallet' | 'operator';
  subjectId: string;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** audit_log is append-only: the database refuses UPDATE and DELETE on it. */
export async function insertMoneyAudit(sql: Sql, e: MoneyAuditEntry): Promise<void> {
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
      e.before === undefined ? null : JSON.stringify(e.before, jsonSafe),
      e.after === undefined ? null : JSON.stringify(e.after, jsonSafe),
      e.ip ?? null,
    ],
  );
}

/** Money is bigint; the log keeps it as text so nothing is rounded. */
function jsonSafe(_key: string, value: unknown) {
  return typeof value === 'bigint' ? value.toString() : value;
}
