/**
 * /fbsports (spec §2: header only; the sports vendor FB has its own route): launches the FB
 * book through GCS_gameLaunchFB and shows it in an iframe filling the page. A visitor is asked
 * to log in; a trial member is told the book runs on demo money and may ask for a real account.
 */
import { useLocation } from '../../app/router';
import { useTranslation } from '../../i18n/use-translation';
import { isTrialType, useMemberInfo } from '../../api/member/member-info';
import { getMemberValue } from '../../api/session';
import { useToken } from '../../api/use-session';
import { useAccountControl } from '../../components/account-control';
import { usePageTitle } from '../../components/page-title';
import { usePopups } from '../../components/popup-context';
import { GameFrame } from '../../components/games/game-frame';
import { useLaunchFb } from './api/launch-fb';
import './fb-sports.css';

export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const token = useToken();
  const member = useMemberInfo();
  const popups = usePopups();
  const account = useAccountControl();
  const launch = useLaunchFb(location.key);
  const isTrial =
    member.data !== undefined ? isTrialType(member.data.type) : getMemberValue('isAgent') === '4';
  usePageTitle(t('pages.fbSports'));

  return (
    <section className="game-page" aria-labelledby="page-heading">
      <div className="game-page__bar">
        <h1 id="page-heading" className="game-page__title">
          {t('pages.fbSports')}
        </h1>
        {launch.data?.mode === 'demo' ? (
          <span className="game-page__mode">{t('lobby.demo')}</span>
        ) : null}
      </div>
      {token === null ? (
        <div className="game-page__message">
          <p>{t('fbSports.loginNeeded')}</p>
          <button type="button" className="btn btn--primary" onClick={() => popups.open('login')}>
            {t('fbSports.login')}
          </button>
        </div>
      ) : null}
      {token !== null && isTrial ? (
        <div className="fb-sports__notice" role="note">
          <p>{t('fbSports.trialNotice')}</p>
          <button
            type="button"
            className="btn"
            onClick={() => account.requireRealAccount(() => undefined)}
          >
            {t('fbSports.realAccount')}
          </button>
        </div>
      ) : null}
      <GameFrame
        pending={token !== null && launch.isPending}
        error={launch.error}
        onRetry={() => void launch.refetch()}
        address={launch.data?.game_url}
        title={t('fbSports.frame')}
        className="fb-sports__frame"
      />
    </section>
  );
}
