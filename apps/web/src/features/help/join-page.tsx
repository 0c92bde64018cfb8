/**
 * /join: the affiliate programme as the help centre describes it (its `agent` section), with
 * a way to sign up when registration is open.
 */
import { Link } from '../../app/router';
import { useTranslation } from '../../i18n/use-translation';
import { registrationEnabled, useWhitelabelFlags } from '../../api/system/get-status';
import { useToken } from '../../api/use-session';
import { usePopups } from '../../components/popup-context';
import { usePageTitle } from '../../components/page-title';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { SanitizedHtml } from '../../components/sanitized-html';
import { findHelpEntry, useHelpCenter } from './api/get-help-center';
import './join.css';

export const AFFILIATE_TAG = 'agent';

export function Component() {
  const { t } = useTranslation();
  const title = t('join.title');
  usePageTitle(title);
  const { data, error, refetch, isPending } = useHelpCenter();
  const flags = useWhitelabelFlags();
  const token = useToken();
  const popups = usePopups();
  const affiliate = data ? findHelpEntry(data, AFFILIATE_TAG) : null;

  return (
    <div className="container join-page">
      <section className="join-hero" aria-labelledby="page-heading">
        <h1 id="page-heading">{title}</h1>
        <p>{t('join.lead')}</p>
        <div className="join-hero__actions">
          {!token && registrationEnabled(flags) ? (
            <button
              type="button"
              className="btn btn--accent"
              onClick={() => popups.open('register')}
            >
              {t('join.signUp')}
            </button>
          ) : null}
          <Link className="btn btn--ghost" to={`/help#${AFFILIATE_TAG}`}>
            {t('join.readMore')}
          </Link>
        </div>
      </section>
      <article className="join-body">
        {isPending ? <LoadingBlock /> : null}
        {!isPending && !data ? <ErrorBlock error={error} onRetry={() => void refetch()} /> : null}
        {data && affiliate ? (
          <>
            <h2>{affiliate.title}</h2>
            <SanitizedHtml html={affiliate.content} />
          </>
        ) : null}
        {data && !affiliate ? <p>{t('join.noDetails')}</p> : null}
      </article>
    </div>
  );
}
