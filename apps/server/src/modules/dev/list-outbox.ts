import type { Sql } from '../../db/db';
import { selectOutbox, type OutboxChannel, type OutboxEntry } from './outbox-store';

export async function listOutbox(options: {
  sql: Sql;
  to?: string | undefined;
  channel?: OutboxChannel | undefined;
}): Promise<OutboxEntry[]> {
  return selectOutbox(options.sql, {
    ...(options.to ? { to: options.to } : {}),
    ...(options.channel ? { channel: options.channel } : {}),
    limit: 100,
  });
}
