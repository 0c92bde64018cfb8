import type { Sql } from '../../../db/db';
import { noteMissionActivity } from '../../missions/note-mission-activity';

const ts = (i: number) => `to_timestamp($${i}::double precision / 1000)`;

export async function insertLoginAttempt(
  sql: Sql,
  a: {
    merchantId: bigint;
    memberId: bigint | null;
    subjectKey: string;
    method: string;
    success: boolean;
    ip: string | null;
    userAgent: string | null;
    nowMs: number;
  },
): Promise<void> {
  await sql.query(
    `INSERT INTO login_history (merchant_id, member_id, subject_key, method, success, ip, user_agent, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, ${ts(8)})`,
    [
      a.merchantId,
      a.memberId,
      a.subjectKey,
      a.method,
      a.success,
      a.ip,
      a.userAgent?.slice(0, 512) ?? null,
      a.nowMs,
    ],
  );
  // Login-day missions count successful logins.
  if (a.success && a.memberId !== null) await noteMissionActivity(sql, a.memberId);
}

/**
 * Failures of one subject: in the last hour (and the oldest of those, for Retry-After) and
 * since its last success within a day (the streak that brings the captcha).
 */
export async function failureStats(
  sql: Sql,
  merchantId: bigint,
  subjectKey: string,
  nowMs: number,
) {
  const r = await sql.query<{ hour: bigint; hour_oldest: Date | null; streak: bigint }>(
    `WITH recent AS (
       SELECT success, created_at FROM login_history
        WHERE merchant_id = $1 AND subject_key = $2 AND created_at > ${ts(3)} - interval '1 day'),
     last_ok AS (SELECT coalesce(max(created_at), '-infinity'::timestamptz) AS at FROM recent WHERE success)
     SELECT count(*) FILTER (WHERE created_at > ${ts(3)} - interval '1 hour') AS hour,
            min(created_at) FILTER (WHERE created_at > ${ts(3)} - interval '1 hour') AS hour_oldest,
            count(*) FILTER (WHERE created_at > (SELECT at FROM last_ok)) AS streak
       FROM recent WHERE NOT success`,
    [merchantId, subjectKey, nowMs],
  );
  const row = r.rows[0]!;
  return {
    lastHour: Number(row.hour),
    lastHourOldestMs: row.hour_oldest?.getTime() ?? null,
    streak: Number(row.streak),
  };
}

export async function selectMemberHistory(
  sql: Sql,
  memberId: bigint,
  limit: number,
  offset: number,
) {
  const r = await sql.query<{
    created_at: Date;
    ip: string | null;
    method: string;
    success: boolean;
    user_agent: string | null;
  }>(
    `SELECT created_at, ip, method, success, user_agent
       FROM login_history WHERE member_id = $1
      ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [memberId, limit, offset],
  );
  return r.rows;
}

export async function countMemberHistory(sql: Sql, memberId: bigint): Promise<number> {
  const r = await sql.query<{ n: bigint }>(
    'SELECT count(*) AS n FROM login_history WHERE member_id = $1',
    [memberId],
  );
  return Number(r.rows[0]?.n ?? 0n);
}
