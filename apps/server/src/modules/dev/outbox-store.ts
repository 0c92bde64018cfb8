import type { Sql } from '../../db/db';

export type OutboxChannel = 'sms' | 'email' | 'captcha';

export interface OutboxEntry {
  channel: OutboxChannel;
  to: string;
  text: string;
  code: string | null;
  createdAt: number;
}

export async function insertOutboxEntry(
  sql: Sql,
  e: Omit<OutboxEntry, 'createdAt'>,
): Promise<void> {
  await sql.query(
    'INSERT INTO dev_outbox (channel, recipient, body, code) VALUES ($1, $2, $3, $4)',
    [e.channel, e.to, e.text, e.code],
  );
}

/** Newest first; `to` and `channel` narrow it. */
export async function selectOutbox(
  sql: Sql,
  filter: { to?: string; channel?: OutboxChannel; limit: number },
): Promise<OutboxEntry[]> {
  const r = await sql.query<{
    channel: OutboxChannel;
    recipient: string;
    body: string;
    code: string | null;
    created_at: Date;
  }>(
    `SELECT channel, recipient, body, code, created_at FROM dev_outbox
      WHERE ($1::text IS NULL OR recipient = $1) AND ($2::text IS NULL OR channel = $2)
      ORDER BY id DESC LIMIT $3`,
    [filter.to ?? null, filter.channel ?? null, filter.limit],
  );
  return r.rows.map((row) => ({
    channel: row.channel,
    to: row.recipient,
    text: row.body,
    code: row.code,
    createdAt: row.created_at.getTime(),
  }));
}
