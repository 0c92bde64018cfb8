/** Previous / next paging with "page X of Y". */
import { useTranslation } from 'react-i18next';

export function Pager(props: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { page, totalPages, onPage } = props;
  if (totalPages <= 1) return null;
  return (
    <nav className="wallet-pager" aria-label={t('wallet.paging')}>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('wallet.prevPage')}
      </button>
      <span>{t('wallet.pageOf', { page, total: totalPages })}</span>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('wallet.nextPage')}
      </button>
    </nav>
  );
}
