/**
 * The help centre (/help, inside the site) and the standalone help page (/helpmc, opened on
 * its own, e.g. in the customer-service window). /help#term shows the terms in a help modal;
 * /help#feedback is the member's feedback (ADR 0034).
 */
import { useLocation, useNavigate, Link } from '../../app/router';
import { useTranslation } from '../../i18n/use-translation';
import { ArrowBackIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { SanitizedHtml } from '../../components/sanitized-html';
import { usePageTitle } from '../../components/page-title';
import { ErrorBlock, LoadingBlock } from '../../components/query-state';
import { findHelpEntry, useHelpCenter } from './api/get-help-center';
import { FeedbackSection } from './feedback/feedback-section';
import { HelpContent } from './help-content';

export const TERMS_TAG = 'term';

function HelpBody() {
  const { data, error, refetch, isPending } = useHelpCenter();
  if (isPending) return <LoadingBlock />;
  if (!data) return <ErrorBlock error={error} onRetry={() => void refetch()} />;
  return <HelpContent entries={data} />;
}

function TermsModal() {
  const { t } = useTranslation();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const { data } = useHelpCenter();
  if (hash !== `#${TERMS_TAG}` || !data) return null;
  const terms = findHelpEntry(data, TERMS_TAG);
  const close = () => void navigate({ pathname, search }, { replace: true });
  return (
    <Modal open title={terms?.title ?? t('help.terms')} onClose={close} size="large">
      {terms ? <SanitizedHtml html={terms.content} /> : <p>{t('help.termsMissing')}</p>}
    </Modal>
  );
}

function HelpPage() {
  const { t } = useTranslation();
  const title = t('help.title');
  usePageTitle(title);
  return (
    <div className="container help-page">
      <h1 id="page-heading">{title}</h1>
      <HelpBody />
      <FeedbackSection />
      <TermsModal />
    </div>
  );
}

function HelpMcPage() {
  const { t } = useTranslation();
  const title = t('help.title');
  usePageTitle(title);
  return (
    <div className="help-standalone">
      <header className="help-standalone__bar">
        <Link to="/" className="help-standalone__home">
          <ArrowBackIcon />
          {t('help.backHome')}
        </Link>
      </header>
      <main id="main" className="container help-page">
        <h1>{title}</h1>
        <HelpBody />
        <TermsModal />
      </main>
    </div>
  );
}

export { HelpPage as Component, HelpMcPage };
