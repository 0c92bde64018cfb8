/** The lobby's category nav: categories with vendors, plus cockfight always (spec §2). */
import { NavLink } from '../../app/router';
import { useTranslation } from '../../i18n/use-translation';
import type { VendorLane } from '@wl/contract/games/list-vendor-lanes';
import { lobbyCategories } from './lobby-categories';

export function CategoryNav({ lanes }: { lanes: readonly VendorLane[] }) {
  const { t } = useTranslation();
  return (
    <nav className="category-nav" aria-label={t('lobby.categories')}>
      <ul className="category-nav__list">
        {lobbyCategories(lanes).map((category) => (
          <li key={category.type}>
            <NavLink
              to={category.path}
              className={({ isActive }) =>
                isActive ? 'category-nav__link category-nav__link--on' : 'category-nav__link'
              }
            >
              {t(category.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
