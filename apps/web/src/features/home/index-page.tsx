/**
 * Home (/, /index, /home and the popup routes). The category tiles are real navigation; the
 * game lists (popular, hot, recent) arrive with the games.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system/get-status';
import { GAME_CATEGORIES } from '../../components/game-categories';
import { usePageTitle } from '../../components/page-title';
import './home.css';

export function Component() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  usePageTitle(null);
  return (
    <div className="container home">
      <h1 className="visually-hidden">{status.info.settings.siteName}</h1>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className="home__heading">
          {t('home.categories')}
        </h2>
        <ul className="home-tiles">
          {GAME_CATEGORIES.map((category) => (
            <li key={category.type}>
              <Link
                to={category.path}
                className={`home-tile home-tile--${category.type.toLowerCase()}`}
              >
                {t(category.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-games">
        <h2 id="home-games" className="home__heading">
          {t('home.popular')}
        </h2>
        <p className="home__note">{t('page.comingSoon')}</p>
      </section>
    </div>
  );
}
