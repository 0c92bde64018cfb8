import type { Sql } from '../../../db/db';

/** Whether the member has completed a login before, and whether from this IP. */
export async function knownIpState(sql: Sql, memberId: bigint, ip: string) {
  const r = await sql.query<{ any_ip: boolean; this_ip: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM member_known_ips WHERE member_id = $1) AS any_ip,
            EXISTS (SELECT 1 FROM member_known_ips WHERE member_id = $1 AND ip = $2) AS this_ip`,
    [memberId, ip],
  );
  const row = r.rows[0]!;
  return { hasAny: row.any_ip, isKnown: row.this_ip };
}

export async function rememberIp(sql: Sql, memberId: bigint, ip: string): Promise<void> {
  await sql.query(
    `INSERT INTO member_known_ips (member_id, ip) VALUES ($1, $2)
     ON CONFLICT (member_id, ip) DO UPDATE SET last_seen_at = now()`,
    [memberId, ip],
  );
}
