/**
 * Home (/, /index, /home and the popup routes): the category tiles, then the popular games
 * (the hot list of every vendor, the first twelve), each playable from its card, and the
 * winners board. The games and the board are below the first screen: they mount after it has
 * painted, each in a task of its own, and the cards one a task; the board only once it is in
 * view or the visitor scrolls (ADR 0050, 0060).
 */
import { Link } from '../../app/router';
import { useTranslation } from '../../i18n/use-translation';
import { useHotGames } from '../../api/games/hot-games';
import { useSystemStatus } from '../../api/system/get-status';
import { Deferred } from '../../components/deferred';
import { WhenInView } from '../../components/when-in-view';
import { GAME_CATEGORIES } from '../../components/game-categories';
import { GameGrid } from '../../components/games/game-card';
import { useGameActions } from '../../components/games/use-game-actions';
import { usePageTitle } from '../../components/page-title';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import '../../components/games/games.css';
import { WinnersBoard } from './winners-board';
import './home.css';

const HOME_POPULAR_COUNT = 12;

function PopularGames() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const actions = useGameActions();
  if (hot.isPending) return <LoadingBlock />;
  if (hot.isError) return <ErrorBlock error={hot.error} onRetry={() => void hot.refetch()} />;
  const games = hot.data.list.slice(0, HOME_POPULAR_COUNT);
  if (games.length === 0) return <p className="home__note">{t('lobby.empty')}</p>;
  return (
    <>
      <GameGrid games={games} actions={actions} deferCards />
      <Link className="home__more" to="/hot">
        {t('lobby.hot')}
      </Link>
    </>
  );
}

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
        <Deferred>
          <PopularGames />
        </Deferred>
      </section>
      <WhenInView>
        <WinnersBoard />
      </WhenInView>
    </div>
  );
}
