/** The page bar: first, prev, the pages (range 3, margin 1), next, last (spec §2). */
import { useTranslation } from '../../i18n/use-translation';
import { clampPage, pageAfter, pageItems, type PagerAction } from './pager';

export function PagerBar({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const current = clampPage(page, totalPages);
  const step = (action: PagerAction, disabled: boolean) => (
    <li>
      <button
        type="button"
        className="pager__btn"
        disabled={disabled}
        onClick={() => onPage(pageAfter(action, current, totalPages))}
      >
        {t(`lobby.pager.${action}`)}
      </button>
    </li>
  );
  return (
    <nav className="pager" aria-label={t('lobby.pager.label')}>
      <ul className="pager__list">
        {step('first', current === 1)}
        {step('prev', current === 1)}
        {pageItems(current, totalPages).map((item) =>
          item.kind === 'break' ? (
            <li key={item.key} className="pager__break" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={item.page === current ? 'pager__btn pager__btn--on' : 'pager__btn'}
                aria-current={item.page === current ? 'page' : undefined}
                aria-label={t('lobby.pager.page', { page: item.page })}
                onClick={() => onPage(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        {step('next', current === totalPages)}
        {step('last', current === totalPages)}
      </ul>
    </nav>
  );
}
