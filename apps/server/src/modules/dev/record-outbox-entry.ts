import type { Sql } from '../../db/db';
import { insertOutboxEntry, type OutboxChannel } from './outbox-store';

/**
 * What a local adapter would have sent (an SMS, a mail) or a captcha's answer, kept in
 * PostgreSQL so every server process and the browser tests see the same outbox.
 */
export async function recordOutboxEntry(options: {
  sql: Sql;
  channel: OutboxChannel;
  to: string;
  text: string;
  code?: string | null;
}): Promise<void> {
  await insertOutboxEntry(options.sql, {
    channel: options.channel,
    to: options.to,
    text: options.text,
    code: options.code ?? null,
  });
}
