/** The empty state of the bet pages. */
import { useTranslation } from 'react-i18next';

export function EmptyState() {
  const { t } = useTranslation();
  return <p className="bet-records-empty">{t('betRecords.empty')}</p>;
}
