import type { MemberDetail, MemberLogin } from '@wl/contract/member-admin/member-page';
import type { Sql } from '../../db/db';
import { selectMemberSummary } from './member-admin-store';

/** The member page's profile: the search summary plus what only the page shows. */
export async function selectMemberDetail(
  sql: Sql,
  merchantId: bigint,
  memberId: bigint,
): Promise<MemberDetail | null> {
  const summary = await selectMemberSummary(sql, merchantId, memberId);
  if (!summary) return null;
  const r = await sql.query<{
    nickname: string | null;
    language: string | null;
    member_labels: string[] | null;
    member_label_color: string | null;
    totp_enabled: boolean;
    must_change_password: boolean;
    upline_id: bigint | null;
    upline_username: string | null;
  }>(
    `SELECT m.nickname, m.language, m.member_labels, m.member_label_color, m.totp_enabled,
            m.must_change_password, u.id AS upline_id, u.username AS upline_username
       FROM members m LEFT JOIN members u ON u.id = m.upline_id
      WHERE m.id = $1`,
    [memberId],
  );
  const row = r.rows[0]!;
  return {
    ...summary,
    nickname: row.nickname,
    language: row.language,
    labels: row.member_labels ?? [],
    labelColor: row.member_label_color,
    upline:
      row.upline_id !== null
        ? { id: Number(row.upline_id), username: row.upline_username ?? '' }
        : null,
    totpEnabled: row.totp_enabled,
    mustChangePassword: row.must_change_password,
  };
}

/** Login attempts of one member, newest first (index login_history_member). */
export async function selectMemberLogins(
  sql: Sql,
  memberId: bigint,
  page: { pageNo: number; pageSize: number },
): Promise<{ total: number; list: MemberLogin[] }> {
  const r = await sql.query<{
    id: bigint;
    method: string;
    success: boolean;
    ip: string | null;
    user_agent: string | null;
    created_at: Date;
    total: bigint;
  }>(
    `SELECT id, method, success, ip, user_agent, created_at, count(*) OVER () AS total
       FROM login_history WHERE member_id = $1
      ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [memberId, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  return {
    total: Number(r.rows[0]?.total ?? 0),
    list: r.rows.map((h) => ({
      id: Number(h.id),
      method: h.method,
      success: h.success,
      ip: h.ip,
      userAgent: h.user_agent,
      createdAt: new Date(h.created_at).getTime(),
    })),
  };
}

/** An operator's reset: the new hash and the forced-change mark, in the caller's transaction. */
export async function setOperatorResetPassword(sql: Sql, memberId: bigint, hash: string) {
  await sql.query(
    `UPDATE members SET password_hash = $2, password_changed_at = now(),
            must_change_password = true WHERE id = $1`,
    [memberId, hash],
  );
}

/**
 * The agent a member would move under, found by user name in the merchant, and whether it
 * sits in the member's own team (the move would make a cycle). Locks the member's row so two
 * moves of one member run one after the other.
 */
export async function selectUplineCandidate(
  sql: Sql,
  q: { merchantId: bigint; memberId: bigint; uplineUsername: string },
) {
  await sql.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [q.memberId]);
  const r = await sql.query<{ id: bigint; type: number; under_member: boolean }>(
    `SELECT u.id, u.type, EXISTS (SELECT 1 FROM member_tree t
              WHERE t.ancestor_id = $2 AND t.descendant_id = u.id) AS under_member
       FROM members u WHERE u.merchant_id = $1 AND lower(u.username) = lower($3)`,
    [q.merchantId, q.memberId, q.uplineUsername],
  );
  const row = r.rows[0];
  return row ? { id: row.id, type: Number(row.type), underMember: row.under_member } : null;
}

export async function moveUnderUpline(sql: Sql, memberId: bigint, uplineId: bigint) {
  await sql.query('UPDATE members SET upline_id = $2 WHERE id = $1', [memberId, uplineId]);
}

/** The whole set of the member's labels, replaced. */
export async function updateMemberLabels(sql: Sql, memberId: bigint, labels: string[]) {
  await sql.query('UPDATE members SET member_labels = $2 WHERE id = $1', [memberId, labels]);
}
