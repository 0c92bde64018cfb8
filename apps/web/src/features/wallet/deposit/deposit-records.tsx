/** The member's deposit records with their status, newest first, paged. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { useToken } from '../../../api/use-session';
import { depositRecordsQuery } from '../api/deposit';
import { OrderRecords } from '../shared/order-records';

export function DepositRecords() {
  const { t } = useTranslation();
  const token = useToken();
  const [page, setPage] = useState(1);
  const records = useQuery(depositRecordsQuery(token, page));
  return (
    <OrderRecords
      title={t('wallet.deposit.records')}
      query={records}
      onPage={setPage}
      via={(r) => r.channelName}
      status={(r) => (
        <span className="wallet-status">{t(`wallet.deposit.status.${r.status}`)}</span>
      )}
    />
  );
}
