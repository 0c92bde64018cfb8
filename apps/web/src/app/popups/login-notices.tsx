/**
 * The notices shown after signing in (reference-original-api.md §6.1): popups of execution F
 * on a first login, then those of execution A (the after-login modal). Closing stores
 * USER_POPUP = closed for the tab's session, as the original clients do. They wait until no
 * other dialog is open (a member-centre page the player opened meanwhile), never covering it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Notice } from '@wl/contract/system/get-announcements';
import { apiRequest } from '../../api/client';
import { announcementsGuard } from '../../api/home-guards';
import { useToken } from '../../api/use-session';
import { useAnyDialogOpen } from '../../components/use-open-dialogs';
import { useLanguage } from '../../i18n/use-language';

const loadNoticeModal = () => import('../../features/announcements/notice-modal');
const NoticeModal = lazy(loadNoticeModal);

export const USER_POPUP_KEY = 'USER_POPUP';

async function popupsOf(execution: 'A' | 'F', signal: AbortSignal): Promise<Notice[]> {
  const value = await apiRequest({
    path: '/wps/relay/MCSFE_getListAnnouncements',
    query: { types: 'PU', platform: 'W', execution },
    value: announcementsGuard,
    signal,
  });
  // The answer also carries the guests' (B) popups; only this execution's are for now.
  return value.popup.filter((n) => n.execution === execution);
}

function closedThisSession() {
  try {
    return window.sessionStorage.getItem(USER_POPUP_KEY) === 'closed';
  } catch {
    return false;
  }
}

export function LoginNotices(props: { firstLogin: boolean; onDone: () => void }) {
  const token = useToken();
  const language = useLanguage();
  const { onDone } = props;
  const skip = token === null || closedThisSession();
  const notices = useQuery({
    queryKey: ['member', 'loginNotices', token, language, props.firstLogin],
    queryFn: async ({ signal }) => {
      const first = props.firstLogin ? await popupsOf('F', signal) : [];
      const after = await popupsOf('A', signal);
      const seen = new Set(first.map((n) => n.id));
      return [...first, ...after.filter((n) => !seen.has(n.id))];
    },
    enabled: !skip,
    staleTime: Infinity,
  });
  const list = notices.data ?? [];
  // Fetch the modal's code as soon as there is something to show, so it appears the moment
  // the screen is free instead of a download later, over a dialog the player opened meanwhile.
  useEffect(() => {
    if (list.length > 0) void loadNoticeModal();
  }, [list.length]);
  const nothing = skip || notices.isError || (notices.isSuccess && list.length === 0);
  useEffect(() => {
    if (nothing) onDone();
  }, [nothing, onDone]);
  // Queued while another dialog is up; once shown they stay (their own dialog counts too).
  const otherDialog = useAnyDialogOpen();
  const [shown, setShown] = useState(false);
  const ready = list.length > 0 && !otherDialog;
  useEffect(() => {
    if (ready) setShown(true);
  }, [ready]);
  if (list.length === 0 || !shown) return null;
  const close = () => {
    try {
      window.sessionStorage.setItem(USER_POPUP_KEY, 'closed');
    } catch {
      // Not remembered: the notices may show again after the next login on this tab.
    }
    onDone();
  };
  return (
    <Suspense fallback={null}>
      <NoticeModal notices={list} initialIndex={0} onClose={close} />
    </Suspense>
  );
}
