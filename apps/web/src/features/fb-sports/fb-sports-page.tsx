/**
 * /fbsports (spec §2: header only; the sports vendor FB has its own route): launches the FB
 * book through GCS_gameLaunchFB and shows it in an iframe filling the page. A visitor is asked
 * to log in; a trial member is told the book runs on demo money and may ask for a real account.
 */
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isTrialType, useMemberInfo } from '../../api/member/member-info';
import { getMemberValue } from '../../api/session';
import { useToken } from '../../api/use-session';
import { useAccountControl } from '../../components/account-control';
import { usePageTitle } from '../../components/page-title';
import { usePopups } from '../../components/popup-context';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { safeWebUrl } from '../../components/safe-web-url';
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
  const url = launch.data ? safeWebUrl(launch.data.game_url) : null;
  usePageTitle(t('pages.fbSports'));

  return (
    <section className="fb-sports" aria-labelledby="page-heading">
      <div className="fb-sports__bar">
        <h1 id="page-heading" className="fb-sports__title">
          {t('pages.fbSports')}
        </h1>
        {launch.data?.mode === 'demo' ? (
          <span className="fb-sports__mode">{t('lobby.demo')}</span>
        ) : null}
      </div>
      {token === null ? (
        <div className="fb-sports__message">
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
      {token !== null && launch.isPending ? <LoadingBlock /> : null}
      {launch.isError ? (
        <ErrorBlock error={launch.error} onRetry={() => void launch.refetch()} />
      ) : null}
      {launch.data && !url ? (
        <p className="fb-sports__message" role="alert">
          {t('errors.invalid_url')}
        </p>
      ) : null}
      {url ? (
        <iframe
          className="fb-sports__frame"
          src={url}
          title={t('fbSports.frame')}
          allow="autoplay; fullscreen"
          allowFullScreen
        />
      ) : null}
    </section>
  );
}
