/** /hot (spec §2): the hot games of every vendor (GCSGAME_hotGamesV2), reloaded per language. */
import { useTranslation } from '../../i18n/use-translation';
import { useHotGames } from '../../api/games/hot-games';
import { GameGrid } from '../../components/games/game-card';
import { useGameActions } from '../../components/games/use-game-actions';
import { usePageTitle } from '../../components/page-title';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import '../../components/games/games.css';
import './hot-page.css';

export function HotPage() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const actions = useGameActions();
  usePageTitle(t('lobby.hot'));
  return (
    <section className="hot-page container" aria-labelledby="page-heading">
      <h1 id="page-heading" className="hot-page__title">
        {t('lobby.hot')}
      </h1>
      {hot.isPending ? <LoadingBlock /> : null}
      {hot.isError ? <ErrorBlock error={hot.error} onRetry={() => void hot.refetch()} /> : null}
      {hot.data && hot.data.list.length === 0 ? <p>{t('lobby.empty')}</p> : null}
      {hot.data && hot.data.list.length > 0 ? (
        <GameGrid games={hot.data.list} actions={actions} />
      ) : null}
    </section>
  );
}
