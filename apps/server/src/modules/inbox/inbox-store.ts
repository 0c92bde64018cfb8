import type { Sql } from '../../db/db';

/** SQL of the inbox: messages, their fan-out to members, and the members' marks. */

export type Audience =
  | { audience: 'all' }
  | { audience: 'vip'; vipLevel: number }
  | { audience: 'team'; agentId: bigint }
  | { audience: 'member'; memberId: bigint };

export interface NewMessage {
  merchantId: bigint;
  kind: string;
  title: string;
  body: string;
  params: Record<string, string | number>;
  operatorId: bigint | null;
  dedupeKey: string | null;
}

/** Inserts the message; null when a message with the same dedupe key was sent before. */
export async function insertMessage(sql: Sql, m: NewMessage, to: Audience): Promise<bigint | null> {
  const ref = audienceRef(to);
  const r = await sql.query<{ id: bigint }>(
    `INSERT INTO inbox_messages
       (merchant_id, kind, title, body, params, audience, audience_ref, operator_id, dedupe_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (merchant_id, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
     RETURNING id`,
    [
      m.merchantId,
      m.kind,
      m.title,
      m.body,
      JSON.stringify(m.params),
      to.audience,
      ref,
      m.operatorId,
      m.dedupeKey,
    ],
  );
  return r.rows[0]?.id ?? null;
}

export async function findByDedupeKey(sql: Sql, merchantId: bigint, dedupeKey: string) {
  const r = await sql.query<{ id: bigint; recipients: bigint }>(
    `SELECT m.id, (SELECT count(*) FROM inbox_deliveries d WHERE d.message_id = m.id) AS recipients
       FROM inbox_messages m WHERE m.merchant_id = $1 AND m.dedupe_key = $2`,
    [merchantId, dedupeKey],
  );
  return r.rows[0] ?? null;
}

function audienceRef(to: Audience): bigint | null {
  switch (to.audience) {
    case 'all':
      return null;
    case 'vip':
      return BigInt(to.vipLevel);
    case 'team':
      return to.agentId;
    case 'member':
      return to.memberId;
    default: {
      const never: never = to;
      throw new Error(`unknown audience ${String(never)}`);
    }
  }
}

/**
 * Delivers the message to its audience in one statement. Broadcasts skip trial accounts
 * (type 4) and closed accounts; a team is the agent and every member below them, at any depth.
 */
export async function deliver(
  sql: Sql,
  messageId: bigint,
  merchantId: bigint,
  to: Audience,
): Promise<number> {
  const open = `m.merchant_id = $2 AND m.type <> 4 AND m.status <> 'closed'`;
  const insert = 'INSERT INTO inbox_deliveries (message_id, member_id)';
  const done = 'ON CONFLICT DO NOTHING';
  switch (to.audience) {
    case 'all':
      return count(
        await sql.query(`${insert} SELECT $1, m.id FROM members m WHERE ${open} ${done}`, [
          messageId,
          merchantId,
        ]),
      );
    case 'vip':
      return count(
        await sql.query(
          `${insert} SELECT $1, m.id FROM members m WHERE ${open} AND m.club_rank_level = $3 ${done}`,
          [messageId, merchantId, to.vipLevel],
        ),
      );
    case 'team':
      return count(
        await sql.query(
          `${insert}
           WITH RECURSIVE team(id) AS (
             SELECT id FROM members WHERE id = $3 AND merchant_id = $2
             UNION SELECT c.id FROM members c JOIN team t ON c.upline_id = t.id
           )
           SELECT $1, m.id FROM members m JOIN team t ON t.id = m.id WHERE ${open} ${done}`,
          [messageId, merchantId, to.agentId],
        ),
      );
    case 'member':
      return count(
        await sql.query(
          `${insert} SELECT $1, m.id FROM members m WHERE m.id = $3 AND m.merchant_id = $2 ${done}`,
          [messageId, merchantId, to.memberId],
        ),
      );
    default: {
      const never: never = to;
      throw new Error(`unknown audience ${String(never)}`);
    }
  }
}

const count = (r: { rowCount: number }) => r.rowCount;

export interface InboxRow {
  id: bigint;
  kind: string;
  title: string;
  body: string;
  params: Record<string, string | number>;
  created_at: Date;
  read_at: Date | null;
}

const VISIBLE = 'd.member_id = $1 AND d.deleted_at IS NULL';

export async function selectInboxPage(
  sql: Sql,
  memberId: bigint,
  page: { limit: number; offset: number },
) {
  const rows = await sql.query<InboxRow>(
    `SELECT m.id, m.kind, m.title, m.body, m.params, m.created_at, d.read_at
       FROM inbox_deliveries d JOIN inbox_messages m ON m.id = d.message_id
      WHERE ${VISIBLE}
      ORDER BY m.created_at DESC, m.id DESC LIMIT $2 OFFSET $3`,
    [memberId, page.limit, page.offset],
  );
  const totals = await sql.query<{ total: bigint; unread: bigint }>(
    `SELECT count(*) AS total, count(*) FILTER (WHERE d.read_at IS NULL) AS unread
       FROM inbox_deliveries d WHERE ${VISIBLE}`,
    [memberId],
  );
  const t = totals.rows[0]!;
  return { rows: rows.rows, total: Number(t.total), unread: Number(t.unread) };
}

export async function countUnreadDeliveries(sql: Sql, memberId: bigint): Promise<number> {
  const r = await sql.query<{ n: bigint }>(
    `SELECT count(*) AS n FROM inbox_deliveries d WHERE ${VISIBLE} AND d.read_at IS NULL`,
    [memberId],
  );
  return Number(r.rows[0]!.n);
}

/** Marks the given messages (or, with null, all of them) read; read marks are kept. */
export async function markRead(sql: Sql, memberId: bigint, ids: string[] | null, at: Date) {
  await sql.query(
    `UPDATE inbox_deliveries d SET read_at = $2
      WHERE ${VISIBLE} AND d.read_at IS NULL
        AND ($3::text[] IS NULL OR d.message_id = ANY($3::text[]::bigint[]))`,
    [memberId, at, ids],
  );
}

export async function markDeleted(sql: Sql, memberId: bigint, ids: string[], at: Date) {
  await sql.query(
    `UPDATE inbox_deliveries d SET deleted_at = $2
      WHERE ${VISIBLE} AND d.message_id = ANY($3::text[]::bigint[])`,
    [memberId, at, ids],
  );
}
