/**
 * /game (spec §2, header only): launches the chosen game (launch-game.ts) and shows its
 * address in a full-height iframe, with a link back to the game's lobby and one to the same
 * game on the full-page frame of /seamless.
 */
import { Link, useLocation, useSearchParams } from '../../app/router';
import { useTranslation } from '../../i18n/use-translation';
import { GAME_CATEGORIES } from '../../components/game-categories';
import { ArrowBackIcon } from '../../components/icons';
import { usePageTitle } from '../../components/page-title';
import { GameFrame } from '../../components/games/game-frame';
import { launchTargetOf, useLaunchGame } from '../../components/games/launch-game';
import { useRecallOnLeave } from '../../components/games/recall-on-leave';
import './iframe-game.css';

export function Component() {
  const { t } = useTranslation();
  useRecallOnLeave();
  const [params] = useSearchParams();
  const location = useLocation();
  const target = launchTargetOf(params);
  const launch = useLaunchGame(target, location.key);
  const lobby = GAME_CATEGORIES.find((c) => c.type === target?.gameType)?.path ?? '/';
  usePageTitle(t('pages.game'));

  return (
    <section className="game-page" aria-labelledby="page-heading">
      <div className="game-page__bar">
        <Link className="btn" to={lobby}>
          <ArrowBackIcon />
          {t('lobby.backToLobby')}
        </Link>
        <h1 id="page-heading" className="game-page__title">
          {t('pages.game')}
        </h1>
        {target?.mode === 'demo' ? (
          <span className="game-page__mode">{t('lobby.demo')}</span>
        ) : null}
        {target ? (
          // A fresh launch on /seamless: the launch address here is single-use.
          <Link
            className="btn iframe-game__full"
            to={`/seamless?${params.toString()}`}
            aria-label={t('lobby.fullPageGame')}
          >
            {t('lobby.fullPage')}
          </Link>
        ) : null}
      </div>
      {!target ? (
        <p className="game-page__message" role="alert">
          {t('lobby.noGameChosen')}
        </p>
      ) : null}
      <GameFrame
        pending={target !== null && launch.isPending}
        error={launch.error}
        onRetry={() => void launch.refetch()}
        address={launch.data}
        title={t('lobby.gameFrame')}
      />
    </section>
  );
}
