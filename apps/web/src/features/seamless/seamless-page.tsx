/**
 * /seamless (spec §2: header only, navigation hidden): the full-page frame of a game. Opened
 * with a launch target in its query (the /game page's "Full page" link) it launches that game;
 * opened bare it shows the session's iframeUrl, the game launched last on this tab. With
 * neither it says so and points to the games.
 */
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '../../components/game-categories';
import { usePageTitle } from '../../components/page-title';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { safeWebUrl } from '../../components/safe-web-url';
import { readIframeUrl } from '../../components/games/iframe-url';
import { launchTargetOf, useLaunchGame } from '../../components/games/launch-game';
import { useRecallOnLeave } from '../../components/games/recall-on-leave';
import '../iframe-game/iframe-game.css';
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
  const launched = launch.data ? safeWebUrl(launch.data) : null;
  const url = target ? launched : stored;
  const lobby = GAME_CATEGORIES.find((c) => c.type === target?.gameType)?.path ?? '/';
  usePageTitle(t('lobby.seamless.title'));

  return (
    <section className="iframe-game seamless" aria-labelledby="page-heading">
      <div className="iframe-game__bar">
        {target || stored ? (
          <Link className="btn" to={lobby}>
            ‹ {target ? t('lobby.backToLobby') : t('common.backHome')}
          </Link>
        ) : null}
        <h1 id="page-heading" className="iframe-game__title">
          {t('lobby.seamless.title')}
        </h1>
      </div>
      {target && launch.isPending ? <LoadingBlock /> : null}
      {launch.isError ? (
        <ErrorBlock error={launch.error} onRetry={() => void launch.refetch()} />
      ) : null}
      {target && launch.data && !launched ? (
        <p className="iframe-game__message" role="alert">
          {t('errors.invalid_url')}
        </p>
      ) : null}
      {!target && !stored ? (
        <div className="seamless__empty">
          <p>{t('lobby.seamless.empty')}</p>
          <Link className="btn btn--primary" to="/">
            {t('lobby.seamless.toLobby')}
          </Link>
        </div>
      ) : null}
      {url ? (
        <iframe
          className="iframe-game__frame seamless__frame"
          src={url}
          title={t('lobby.gameFrame')}
          allow="autoplay; fullscreen"
          allowFullScreen
        />
      ) : null}
    </section>
  );
}
