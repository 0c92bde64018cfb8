/**
 * /seamless (spec §2: header only, navigation hidden): the full-page frame of a game. Opened
 * with a launch target in its query (the /game page's "Full page" link) it launches that game;
 * opened bare it shows the session's iframeUrl, the game launched last on this tab. With
 * neither it says so and points to the games.
 */
import { Link, useLocation, useSearchParams } from '../../app/router';
import { useTranslation } from '../../i18n/use-translation';
import { GAME_CATEGORIES } from '../../components/game-categories';
import { ArrowBackIcon } from '../../components/icons';
import { usePageTitle } from '../../components/page-title';
import { GameFrame } from '../../components/games/game-frame';
import { readIframeUrl } from '../../components/games/iframe-url';
import { launchTargetOf, useLaunchGame } from '../../components/games/launch-game';
import { useRecallOnLeave } from '../../components/games/recall-on-leave';
import './seamless.css';

export function Component() {
  const { t } = useTranslation();
  useRecallOnLeave();
  const [params] = useSearchParams();
  const location = useLocation();
  const target = launchTargetOf(params);
  const launch = useLaunchGame(target, location.key);
  // A launch of its own wins over the address an earlier launch left in the session.
  const stored = target ? null : readIframeUrl();
  const lobby = GAME_CATEGORIES.find((c) => c.type === target?.gameType)?.path ?? '/';
  usePageTitle(t('lobby.seamless.title'));

  return (
    <section className="game-page seamless" aria-labelledby="page-heading">
      <div className="game-page__bar">
        {target || stored ? (
          <Link className="btn" to={lobby}>
            <ArrowBackIcon />
            {target ? t('lobby.backToLobby') : t('common.backHome')}
          </Link>
        ) : null}
        <h1 id="page-heading" className="game-page__title">
          {t('lobby.seamless.title')}
        </h1>
      </div>
      {target ? (
        <GameFrame
          pending={launch.isPending}
          error={launch.error}
          onRetry={() => void launch.refetch()}
          address={launch.data}
          title={t('lobby.gameFrame')}
          className="seamless__frame"
        />
      ) : null}
      {!target && !stored ? (
        <div className="seamless__empty">
          <p>{t('lobby.seamless.empty')}</p>
          <Link className="btn btn--primary" to="/">
            {t('lobby.seamless.toLobby')}
          </Link>
        </div>
      ) : null}
      {!target && stored ? (
        <GameFrame
          pending={false}
          error={null}
          onRetry={() => undefined}
          address={stored}
          title={t('lobby.gameFrame')}
          className="seamless__frame"
        />
      ) : null}
    </section>
  );
}
