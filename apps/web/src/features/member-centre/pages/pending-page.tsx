/** A member-centre page whose feature has not been released yet; it says so plainly. */
import { useTranslation } from 'react-i18next';
import type { MemberCentrePageProps } from '../member-centre-pages';

export default function PendingPage({ pageKey, onNavigate }: MemberCentrePageProps) {
  const { t } = useTranslation();
  return (
    <div className="mc-pending">
      <p>{t('memberCentre.pending', { page: t(`memberCentre.pages.${pageKey}`) })}</p>
      <button type="button" className="btn" onClick={() => onNavigate('securityCenter')}>
        {t('memberCentre.backToAccount')}
      </button>
    </div>
  );
}
