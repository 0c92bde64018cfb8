/** The empty state of the bet pages. */
import { useTranslation } from '../../i18n/use-translation';

export function EmptyState() {
  const { t } = useTranslation();
  return <p className="bet-records-empty">{t('betRecords.empty')}</p>;
}
