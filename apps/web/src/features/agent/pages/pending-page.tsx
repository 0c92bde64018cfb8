/** An agent-centre page whose screen has not been released yet; it says so plainly. */
import { useTranslation } from 'react-i18next';
import type { AgentCentrePageProps } from '../agent-centre-pages';

export default function PendingPage({ pageKey, onNavigate }: AgentCentrePageProps) {
  const { t } = useTranslation();
  return (
    <div className="ac-pending">
      <p>{t('agentCentre.pending', { page: t(`agentCentre.pages.${pageKey}`) })}</p>
      <button type="button" className="btn" onClick={() => onNavigate('agentTeamOverview')}>
        {t('agentCentre.backToOverview')}
      </button>
    </div>
  );
}
