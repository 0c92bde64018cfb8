import {
  listInboxQuery,
  listInboxResponse,
  unreadCountQuery,
  unreadCountResponse,
} from '@wl/contract/inbox/list-inbox';
import type { AppDeps } from '../../app-deps';
import { relay, type RelayTable } from '../../http/relay';
import { countUnread, listInbox } from './member-inbox';

const member = (r: { session: { memberId: bigint } | null }) => r.session!.memberId;

/** The inbox relays (reference §3.8, module INBOX3): the badge count and the list. */
export function inboxRelays(deps: AppDeps): RelayTable {
  const sql = deps.db;
  return {
    CSP_unreadCount: relay({
      method: 'GET',
      moduleId: 'INBOX3',
      token: true,
      input: unreadCountQuery,
      output: unreadCountResponse,
      summary: 'Unread messages in the platform inbox (the badge), a bare number',
      handler: async (_q, r) => countUnread({ sql, memberId: member(r) }),
    }),
    CSP_getInbox: relay({
      method: 'GET',
      moduleId: 'INBOX3',
      token: true,
      input: listInboxQuery,
      output: listInboxResponse,
      summary: 'The platform inbox, newest first',
      handler: async (q, r) => listInbox({ sql, memberId: member(r), page: q.page, size: q.size }),
    }),
  };
}
