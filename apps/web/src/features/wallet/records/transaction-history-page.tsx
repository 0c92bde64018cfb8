/** transactionHistory, the account record (spec §2): every movement of the member's money. */
import { useTranslation } from '../../../i18n/use-translation';
import { RecordsView } from './records-view';

export default function TransactionHistoryPage() {
  const { t } = useTranslation();
  return <RecordsView source="transactions" title={t('wallet.records.historyTitle')} />;
}
