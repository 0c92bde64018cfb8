/** bonusDetails (spec §2): bonuses, promotions, rebates and commissions credited. */
import { useTranslation } from 'react-i18next';
import { RecordsView } from './records-view';

export default function BonusDetailsPage() {
  const { t } = useTranslation();
  return <RecordsView source="bonus" title={t('wallet.records.bonusTitle')} />;
}
