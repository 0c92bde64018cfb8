/** The inbox page's calls: the list, read marks (some or all) and deletion. */
import { queryOptions } from '@tanstack/react-query';
import { listInboxResponse } from '@wl/contract/inbox/list-inbox';
import { markMessagesResponse } from '@wl/contract/inbox/mark-messages';
import { apiRequest } from '../../../api/client';

export const INBOX_PAGE_SIZE = 10;

export const inboxQuery = (token: string | null, page: number) =>
  queryOptions({
    queryKey: ['inbox', 'list', token, page] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/CSP_getInbox',
        query: { page, size: INBOX_PAGE_SIZE },
        value: listInboxResponse,
        signal,
      }),
    enabled: token !== null,
  });

export function markRead(ids: string[] | 'all') {
  return apiRequest({
    method: 'POST',
    path: '/wps/message/read',
    body: ids === 'all' ? { all: true } : { messageIds: ids },
    value: markMessagesResponse,
  });
}

export function deleteMessages(ids: string[]) {
  return apiRequest({
    method: 'DELETE',
    path: '/wps/message/inbox',
    query: { messageIds: ids.join(',') },
    value: markMessagesResponse,
  });
}
