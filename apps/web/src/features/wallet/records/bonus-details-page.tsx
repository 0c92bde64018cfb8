/**
 * bonusDetails (spec §2): bonuses with their wagering progress, then every bonus, promotion,
 * rebate and commission movement of the ledger.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { BonusProgressList } from './bonus-progress-list';
import { RecordsView } from './records-view';

export default function BonusDetailsPage() {
  const { t } = useTranslation();
  return (
    <RecordsView source="bonus" title={t('wallet.records.bonusTitle')}>
      <BonusProgressList />
    </RecordsView>
  );
}
