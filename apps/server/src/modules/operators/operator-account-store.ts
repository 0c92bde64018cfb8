import type { OperatorRole } from '@wl/contract/operators/roles';
import type { Sql } from '../../db/db';

/** SQL for operator accounts as the back office keeps them: second factor, role, status. */

export async function setPendingTotpSecret(sql: Sql, operatorId: bigint, secret: string) {
  await sql.query('UPDATE operators SET totp_secret = $2 WHERE id = $1 AND NOT totp_enabled', [
    operatorId,
    secret,
  ]);
}

/** Turning it off forgets the secret, so turning it on again shows a new one. */
export async function setTotpEnabled(
  sql: Sql,
  operatorId: bigint,
  enabled: boolean,
  step: bigint | null,
) {
  await sql.query(
    `UPDATE operators SET totp_enabled = $2, totp_last_step = $3,
            totp_secret = CASE WHEN $2 THEN totp_secret ELSE NULL END
      WHERE id = $1`,
    [operatorId, enabled, step],
  );
}

/** Uses up a code's time step; false when it (or a later one) was used already. */
export async function consumeTotpStep(sql: Sql, operatorId: bigint, step: bigint) {
  const r = await sql.query(
    `UPDATE operators SET totp_last_step = $2
      WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
    [operatorId, step],
  );
  return r.rowCount === 1;
}

interface AccountRow {
  id: bigint;
  username: string;
  role: OperatorRole;
  status: 'active' | 'disabled';
  totp_enabled: boolean;
  created_at: Date;
  last_seen_at: Date | null;
  total: string;
}

export async function selectOperatorAccounts(
  sql: Sql,
  o: { merchantId: bigint; pageNo: number; pageSize: number },
) {
  const r = await sql.query<AccountRow>(
    `SELECT o.id, o.username, o.role, o.status, o.totp_enabled, o.created_at,
            (SELECT max(s.last_seen_at) FROM operator_sessions s WHERE s.operator_id = o.id)
              AS last_seen_at,
            count(*) OVER () AS total
       FROM operators o WHERE o.merchant_id = $1
      ORDER BY lower(o.username) LIMIT $2 OFFSET $3`,
    [o.merchantId, o.pageSize, (o.pageNo - 1) * o.pageSize],
  );
  return {
    total: Number(r.rows[0]?.total ?? 0),
    list: r.rows.map((row) => ({
      id: Number(row.id),
      username: row.username,
      role: row.role,
      status: row.status,
      totpEnabled: row.totp_enabled,
      createdAt: new Date(row.created_at).getTime(),
      lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at).getTime() : null,
    })),
  };
}

export async function updateOperatorAccount(
  sql: Sql,
  operatorId: bigint,
  change: { role?: OperatorRole | undefined; status?: 'active' | 'disabled' | undefined },
) {
  await sql.query(
    `UPDATE operators SET role = COALESCE($2, role), status = COALESCE($3, status)
      WHERE id = $1`,
    [operatorId, change.role ?? null, change.status ?? null],
  );
}

/** Ends every open session of an operator (after a role or status change, or a reset). */
export async function revokeOperatorSessions(sql: Sql, operatorId: bigint) {
  await sql.query(
    'UPDATE operator_sessions SET revoked_at = now() WHERE operator_id = $1 AND revoked_at IS NULL',
    [operatorId],
  );
}

export async function insertOperatorAccount(
  sql: Sql,
  o: { merchantId: bigint; username: string; passwordHash: string; role: OperatorRole },
): Promise<bigint> {
  const r = await sql.query<{ id: bigint }>(
    `INSERT INTO operators (merchant_id, username, password_hash, role) VALUES ($1, $2, $3, $4)
     RETURNING id`,
    [o.merchantId, o.username, o.passwordHash, o.role],
  );
  return r.rows[0]!.id;
}
