/**
 * The agent centre overlay (spec §2 "Agent centre menu"), shaped like the member centre: the
 * menu pages of agent-centre-pages.ts that the merchant's switches show, the chosen page
 * beside it, a close button. Focus moves to the page heading when the page changes.
 */
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Modal } from '../../components/modal';
import { LoadingBlock } from '../../components/query-state';
import {
  AGENT_CENTRE_PAGES,
  visiblePages,
  type AgentCentrePageKey,
  type AgentCentreSwitches,
} from './agent-centre-pages';
import { PendingOffersNotice } from './contracts/pending-offers';
import '../../components/centre-overlay.css';
import './agent-centre.css';

export function AgentCentre(props: {
  page: AgentCentrePageKey;
  switches: AgentCentreSwitches;
  onNavigate: (page: AgentCentrePageKey) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstPage = useRef(props.page);
  const Page = AGENT_CENTRE_PAGES[props.page].component;

  useEffect(() => {
    if (props.page !== firstPage.current) headingRef.current?.focus();
    firstPage.current = props.page;
  }, [props.page]);

  return (
    <Modal open title={t('agentCentre.title')} onClose={props.onClose} size="large">
      <div className="centre ac">
        <nav className="centre__nav ac__nav" aria-label={t('agentCentre.menu')}>
          <ul>
            {visiblePages(props.switches).map((key) => (
              <li key={key}>
                <button
                  type="button"
                  className="centre__nav-item ac__nav-item"
                  data-page={key}
                  aria-current={key === props.page ? 'page' : undefined}
                  onClick={() => props.onNavigate(key)}
                >
                  {t(`agentCentre.pages.${key}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className="centre__page ac__page" aria-labelledby="ac-page-title">
          <h3
            id="ac-page-title"
            className="centre__page-title ac__page-title"
            tabIndex={-1}
            ref={headingRef}
          >
            {t(`agentCentre.pages.${props.page}`)}
          </h3>
          <PendingOffersNotice />
          <Suspense fallback={<LoadingBlock />}>
            <Page pageKey={props.page} onNavigate={props.onNavigate} />
          </Suspense>
        </section>
      </div>
    </Modal>
  );
}
