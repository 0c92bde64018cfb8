/** Previous / next paging with "page X of Y", for the record and wallet pages. */
import { useTranslation } from '../../i18n/use-translation';
import './records.css';

export function Pager(props: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { page, totalPages, onPage } = props;
  if (totalPages <= 1) return null;
  return (
    <nav className="records-pager" aria-label={t('pager.paging')}>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.prevPage')}
      </button>
      <span>{t('pager.pageOf', { page, total: totalPages })}</span>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.nextPage')}
      </button>
    </nav>
  );
}
