import type { ListInboxResponse } from '@wl/contract/inbox/list-inbox';
import type { MarkMessagesResponse } from '@wl/contract/inbox/mark-messages';
import type { Sql } from '../../db/db';
import {
  countUnreadDeliveries,
  markDeleted,
  markRead,
  selectInboxPage,
  type InboxRow,
} from './inbox-store';

/** The member's side of the inbox: the page, the badge count, read and delete marks. */

export async function listInbox(options: {
  sql: Sql;
  memberId: bigint;
  page: number;
  size: number;
}): Promise<ListInboxResponse> {
  const { page, size } = options;
  const r = await selectInboxPage(options.sql, options.memberId, {
    limit: size,
    offset: (page - 1) * size,
  });
  return {
    content: r.rows.map(view),
    total: r.total,
    totalPages: Math.ceil(r.total / size),
    pageNum: page,
    unread: r.unread,
  };
}

const view = (r: InboxRow) => ({
  id: r.id.toString(),
  kind: r.kind,
  title: r.title,
  body: r.body,
  params: r.params,
  sentAt: new Date(r.created_at).getTime(),
  read: r.read_at !== null,
});

/** The badge: unread and not deleted. */
export function countUnread(options: { sql: Sql; memberId: bigint }): Promise<number> {
  return countUnreadDeliveries(options.sql, options.memberId);
}

/** Marks some messages (or all) read; other members' ids are ignored by the member filter. */
export async function markMessagesRead(options: {
  sql: Sql;
  memberId: bigint;
  messageIds: string[] | 'all';
  nowMs: number;
}): Promise<MarkMessagesResponse> {
  const ids = options.messageIds === 'all' ? null : options.messageIds;
  await markRead(options.sql, options.memberId, ids, new Date(options.nowMs));
  return { unread: await countUnread(options) };
}

export async function deleteMessages(options: {
  sql: Sql;
  memberId: bigint;
  messageIds: string[];
  nowMs: number;
}): Promise<MarkMessagesResponse> {
  await markDeleted(options.sql, options.memberId, options.messageIds, new Date(options.nowMs));
  return { unread: await countUnread(options) };
}
