import type { Sql } from '../../db/db';

/** One refused vendor call in audit_log (append-only). */
export async function insertRefusalAudit(
  sql: Sql,
  e: { merchantId: bigint | null; vendorCode: string | null; action: string; subjectId: string; after: unknown; ip: string },
): Promise<void> {
  await sql.query(
    `INSERT INTO audit_log (merchant_id, actor_type, actor_id, action, subject_type, subject_id, after, ip)
     VALUES ($1, 'vendor', $2, $3, 'vendor_wallet', $4, $5, $6)`,
    [e.merchantId, e.vendorCode, e.action, e.subjectId, JSON.stringify(e.after), e.ip],
  );
}
