/**
 * The inbox badge (GET /wps/relay/CSP_unreadCount): polled while the page is visible, so a new
 * message shows in the header and the member centre without a reload. Keyed by the token;
 * the inbox page invalidates ['inbox'] after read and delete marks.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { unreadCountGuard } from '../home-guards';
import { useToken } from '../use-session';
import { isLiveConnected } from './live-status';

/**
 * A count query is one indexed lookup; every 10 s keeps the badge fresh at little cost when no
 * live events stream is open, and once a minute is the safety net while one is (ADR 0037).
 */
export const UNREAD_POLL_MS = 10_000;
export const UNREAD_POLL_LIVE_MS = 60_000;

export function unreadCountQuery(token: string | null) {
  return queryOptions({
    queryKey: ['inbox', 'unread', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({ path: '/wps/relay/CSP_unreadCount', value: unreadCountGuard, signal }),
    enabled: token !== null,
    refetchInterval: () => (isLiveConnected() ? UNREAD_POLL_LIVE_MS : UNREAD_POLL_MS),
  });
}

export function useUnreadCount(enabled = true) {
  const token = useToken();
  const query = unreadCountQuery(token);
  return useQuery({ ...query, enabled: enabled && token !== null });
}
