import type { MemberSummary, SearchMembersQuery } from '@wl/contract/member-admin/search-members';
import type { Sql } from '../../db/db';
import { sessionsEnded } from '../sessions/session-cache';

interface Row {
  id: bigint;
  username: string;
  type: number;
  status: MemberSummary['status'];
  mobile: string | null;
  email: string | null;
  affiliate_code: string | null;
  register_ip: string | null;
  created_at: Date;
  last_login_at: Date | null;
  total?: bigint;
}

const COLUMNS = `m.id, m.username, m.type, m.status, m.mobile, m.email, m.affiliate_code,
                 m.register_ip, m.created_at, m.last_login_at`;

/** One condition per search field; an empty keyword lists everybody, newest first. */
const CONDITIONS: Record<SearchMembersQuery['field'], string> = {
  username: `lower(m.username) LIKE lower($2) || '%'`,
  mobile: `m.mobile = $2`,
  email: `lower(m.email) = lower($2)`,
  ip: `(m.register_ip = $2 OR EXISTS (SELECT 1 FROM login_history h
         WHERE h.member_id = m.id AND h.ip = $2))`,
  invitationCode: `m.affiliate_code = $2`,
};

const toSummary = (r: Row): MemberSummary => ({
  id: Number(r.id),
  username: r.username,
  type: Number(r.type),
  status: r.status,
  mobile: r.mobile,
  email: r.email,
  invitationCode: r.affiliate_code,
  registerIp: r.register_ip,
  createdAt: new Date(r.created_at).getTime(),
  lastLoginAt: r.last_login_at ? new Date(r.last_login_at).getTime() : null,
});

export async function selectMembers(sql: Sql, merchantId: bigint, q: SearchMembersQuery) {
  // LIKE wildcards in a user name are literal.
  const keyword = q.field === 'username' ? q.keyword.replace(/[\\%_]/g, '\\$&') : q.keyword;
  const condition = q.keyword ? CONDITIONS[q.field] : '$2 = $2';
  const r = await sql.query<Row>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM members m
      WHERE m.merchant_id = $1 AND ${condition}
      ORDER BY m.created_at DESC, m.id DESC LIMIT $3 OFFSET $4`,
    [merchantId, keyword, q.pageSize, (q.pageNo - 1) * q.pageSize],
  );
  return { total: Number(r.rows[0]?.total ?? 0), list: r.rows.map(toSummary) };
}

export async function selectMemberSummary(sql: Sql, merchantId: bigint, memberId: bigint) {
  const r = await sql.query<Row>(
    `SELECT ${COLUMNS} FROM members m WHERE m.merchant_id = $1 AND m.id = $2`,
    [merchantId, memberId],
  );
  return r.rows[0] ? toSummary(r.rows[0]) : null;
}

export async function updateMemberStatus(sql: Sql, memberId: bigint, status: 'active' | 'locked') {
  await sql.query('UPDATE members SET status = $2 WHERE id = $1', [memberId, status]);
  sessionsEnded({ memberId });
}

export async function revokeMemberSessions(sql: Sql, memberId: bigint) {
  await sql.query(
    'UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL',
    [memberId],
  );
  sessionsEnded({ memberId });
}
