/**
 * Announcement (spec §2, the agent centre's first page): the merchant's current notices, the
 * same list the players' notice page shows, read here without leaving the agent centre.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { getAnnouncementsResponse } from '@wl/contract/system/get-announcements';
import { apiRequest } from '../../../api/client';
import { NoticeList } from '../../../components/notice-list';
import { ErrorBlock, LoadingBlock } from '../../../components/query-state';
import { useLanguage } from '../../../i18n/use-language';

export default function AnnouncementPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, error, refetch, isPending } = useQuery({
    queryKey: ['agent', 'announcements', language],
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/MCSFE_getListAnnouncements',
        query: { types: 'PL', platform: 'W', execution: 'B' },
        value: getAnnouncementsResponse,
        signal,
      }),
  });
  if (isPending) return <LoadingBlock />;
  if (error && !data) return <ErrorBlock error={error} onRetry={() => void refetch()} />;
  const notices = data?.player ?? [];
  if (notices.length === 0) return <p className="ac-muted">{t('agentCentre.announcementEmpty')}</p>;
  return <NoticeList notices={notices} initialIndex={0} />;
}
