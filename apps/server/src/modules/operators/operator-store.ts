import type { OperatorRole } from '@wl/contract/operators/roles';
import type { Sql } from '../../db/db';

export interface OperatorRecord {
  id: bigint;
  merchantId: bigint;
  username: string;
  passwordHash: string;
  role: OperatorRole;
  status: 'active' | 'disabled';
  totpSecret: string | null;
  totpEnabled: boolean;
  totpLastStep: bigint | null;
  createdAt: Date;
}

interface Row {
  id: bigint;
  merchant_id: bigint;
  username: string;
  password_hash: string;
  role: OperatorRecord['role'];
  status: OperatorRecord['status'];
  totp_secret: string | null;
  totp_enabled: boolean;
  totp_last_step: bigint | null;
  created_at: Date;
}
const toOperator = (r: Row): OperatorRecord => ({
  id: r.id,
  merchantId: r.merchant_id,
  username: r.username,
  passwordHash: r.password_hash,
  role: r.role,
  status: r.status,
  totpSecret: r.totp_secret,
  totpEnabled: r.totp_enabled,
  totpLastStep: r.totp_last_step,
  createdAt: r.created_at,
});

export async function selectOperatorByUsername(sql: Sql, merchantId: bigint, username: string) {
  const r = await sql.query<Row>(
    'SELECT * FROM operators WHERE merchant_id = $1 AND lower(username) = lower($2)',
    [merchantId, username],
  );
  return r.rows[0] ? toOperator(r.rows[0]) : null;
}

export async function selectOperatorById(sql: Sql, merchantId: bigint, id: bigint) {
  const r = await sql.query<Row>('SELECT * FROM operators WHERE merchant_id = $1 AND id = $2', [
    merchantId,
    id,
  ]);
  return r.rows[0] ? toOperator(r.rows[0]) : null;
}

export async function insertOperator(
  sql: Sql,
  o: { merchantId: bigint; username: string; passwordHash: string; role: OperatorRecord['role'] },
): Promise<bigint> {
  const r = await sql.query<{ id: bigint }>(
    `INSERT INTO operators (merchant_id, username, password_hash, role) VALUES ($1, $2, $3, $4)
     ON CONFLICT (merchant_id, lower(username)) DO UPDATE SET role = EXCLUDED.role RETURNING id`,
    [o.merchantId, o.username, o.passwordHash, o.role],
  );
  return r.rows[0]!.id;
}

export async function insertOperatorSession(
  sql: Sql,
  s: { tokenHash: Buffer; operatorId: bigint; ip: string | null; expiresAt: Date },
) {
  await sql.query(
    'INSERT INTO operator_sessions (token_hash, operator_id, ip, expires_at) VALUES ($1, $2, $3, $4)',
    [s.tokenHash, s.operatorId, s.ip, s.expiresAt],
  );
}

/** A live session (not revoked, not expired, used within the idle window) and its operator. */
export async function touchOperatorSession(
  sql: Sql,
  tokenHash: Buffer,
  idleMs: number,
  nowMs: number,
) {
  const r = await sql.query<Row & { session_id: bigint }>(
    `UPDATE operator_sessions s SET last_seen_at = to_timestamp($3::double precision / 1000)
       FROM operators o
      WHERE s.token_hash = $1 AND o.id = s.operator_id AND o.status = 'active'
        AND s.revoked_at IS NULL AND s.expires_at > to_timestamp($3::double precision / 1000)
        AND s.last_seen_at > to_timestamp(($3::double precision - $2::double precision) / 1000)
     RETURNING s.id AS session_id, o.*`,
    [tokenHash, idleMs, nowMs],
  );
  const row = r.rows[0];
  return row ? { sessionId: row.session_id, operator: toOperator(row) } : null;
}

export async function revokeOperatorSession(sql: Sql, sessionId: bigint) {
  await sql.query('UPDATE operator_sessions SET revoked_at = now() WHERE id = $1', [sessionId]);
}
