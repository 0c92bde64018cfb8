import type { FeedbackType, OpsFeedbackView } from '@wl/contract/feedback/feedback';
import type { Sql } from '../../db/db';

/** SQL of member feedback (migration 0802). */

interface Row {
  id: bigint;
  member_id: bigint;
  username: string;
  question_type: FeedbackType;
  content: string;
  status: OpsFeedbackView['status'];
  reply: string | null;
  created_at: Date;
  replied_at: Date | null;
  closed_at: Date | null;
  total?: bigint;
}

export type Feedback = OpsFeedbackView;

const COLUMNS = `f.id, f.member_id, m.username, f.question_type, f.content, f.status, f.reply,
  f.created_at, f.replied_at, f.closed_at`;

const toFeedback = (r: Row): Feedback => ({
  id: r.id.toString(),
  memberId: r.member_id.toString(),
  username: r.username,
  questionType: r.question_type,
  content: r.content,
  status: r.status,
  reply: r.reply,
  createdAt: r.created_at.getTime(),
  repliedAt: r.replied_at?.getTime() ?? null,
  closedAt: r.closed_at?.getTime() ?? null,
});

export async function insertFeedback(
  sql: Sql,
  f: { merchantId: bigint; memberId: bigint; questionType: FeedbackType; content: string },
): Promise<bigint> {
  const r = await sql.query<{ id: bigint }>(
    `INSERT INTO feedback (merchant_id, member_id, question_type, content)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [f.merchantId, f.memberId, f.questionType, f.content],
  );
  return r.rows[0]!.id;
}

/** A page of feedback, newest first: one member's, or a merchant's queue by status. */
export async function selectFeedback(
  sql: Sql,
  q: {
    merchantId: bigint;
    memberId?: bigint;
    status?: Feedback['status'];
    limit: number;
    offset: number;
  },
) {
  const r = await sql.query<Row>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total
       FROM feedback f JOIN members m ON m.id = f.member_id
      WHERE f.merchant_id = $1
        AND ($2::bigint IS NULL OR f.member_id = $2)
        AND ($3::text IS NULL OR f.status = $3)
      ORDER BY f.created_at DESC, f.id DESC LIMIT $4 OFFSET $5`,
    [q.merchantId, q.memberId ?? null, q.status ?? null, q.limit, q.offset],
  );
  return { list: r.rows.map(toFeedback), total: Number(r.rows[0]?.total ?? 0n) };
}

/** The feedback row locked for a decision (reply, close), or null if not the merchant's. */
export async function lockFeedback(sql: Sql, merchantId: bigint, id: bigint) {
  const r = await sql.query<Row>(
    `SELECT ${COLUMNS} FROM feedback f JOIN members m ON m.id = f.member_id
      WHERE f.merchant_id = $1 AND f.id = $2 FOR UPDATE OF f`,
    [merchantId, id],
  );
  return r.rows[0] ? toFeedback(r.rows[0]) : null;
}

export async function saveReply(sql: Sql, id: bigint, reply: string, operatorId: bigint) {
  await sql.query(
    `UPDATE feedback SET reply = $2, replied_by = $3, replied_at = now(), status = 'replied'
      WHERE id = $1`,
    [id, reply, operatorId],
  );
}

export async function closeFeedbackRow(sql: Sql, id: bigint) {
  await sql.query(`UPDATE feedback SET status = 'closed', closed_at = now() WHERE id = $1`, [id]);
}
