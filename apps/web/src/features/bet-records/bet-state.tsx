/** Loading / failure / empty for the bet pages, with the site's shared blocks. */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';

export function Loaded<T>(props: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { query } = props;
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />;
  return <>{props.children(query.data)}</>;
}

export function EmptyState() {
  const { t } = useTranslation();
  return <p className="bet-records-empty">{t('betRecords.empty')}</p>;
}

export function Pager(props: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { page, totalPages, onPage } = props;
  if (totalPages <= 1) return null;
  return (
    <nav className="bet-records-pager" aria-label={t('betRecords.paging')}>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('betRecords.prevPage')}
      </button>
      <span>{t('betRecords.pageOf', { page, total: totalPages })}</span>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('betRecords.nextPage')}
      </button>
    </nav>
  );
}
