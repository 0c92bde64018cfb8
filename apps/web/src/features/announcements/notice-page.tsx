/** /noticePage: every current notice, the first one open. */
import { useTranslation } from '../../i18n/use-translation';
import { usePageTitle } from '../../components/page-title';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { useAnnouncements } from './api/get-announcements';
import { NoticeList } from '../../components/notice-list';
import './notice-page.css';

export function Component() {
  const { t } = useTranslation();
  const title = t('notice.pageTitle');
  usePageTitle(title);
  const { data, error, refetch, isPending } = useAnnouncements();
  return (
    <section className="container notice-page" aria-labelledby="page-heading">
      <h1 id="page-heading">{title}</h1>
      <div className="notice-page__card">
        {isPending ? <LoadingBlock /> : null}
        {error && !data ? <ErrorBlock error={error} onRetry={() => void refetch()} /> : null}
        {data && data.player.length === 0 ? (
          <p className="notice-page__empty">{t('notice.empty')}</p>
        ) : null}
        {data && data.player.length > 0 ? (
          <NoticeList notices={data.player} initialIndex={0} />
        ) : null}
      </div>
    </section>
  );
}
