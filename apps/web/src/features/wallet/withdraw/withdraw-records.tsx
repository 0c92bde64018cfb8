/**
 * Withdrawal records: status, the confirmation state of paid ones and, while a confirmation is
 * open (awaiting, or partly received), the button that answers it.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { WithdrawalRecord } from '@wl/contract/cashier/withdraw';
import { useToken } from '../../../api/use-session';
import { withdrawRecordsQuery } from '../api/withdraw';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import { OrderRecords } from '../shared/order-records';
import { ConfirmReceiptDialog } from './confirm-receipt-dialog';

function isOpen(r: WithdrawalRecord): boolean {
  return r.confirmationStatus === 'awaiting' || r.confirmationStatus === 'received';
}

export function WithdrawRecords() {
  const { t } = useTranslation();
  const token = useToken();
  const symbol = useCurrencySymbol();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<WithdrawalRecord | null>(null);
  const records = useQuery(withdrawRecordsQuery(token, page));
  return (
    <OrderRecords
      title={t('wallet.withdraw.records')}
      query={records}
      onPage={setPage}
      via={(r) => `${r.bankName} ${r.accountNumber}`}
      status={(r) => (
        <div className="wallet-stack">
          <span className="wallet-status">{t(`wallet.withdraw.status.${r.status}`)}</span>
          {r.confirmationStatus ? (
            <span className="wallet-status">
              {t(`wallet.confirm.status.${r.confirmationStatus}`)}
              {r.confirmationStatus === 'received'
                ? ` ${showMoney(r.receivedAmount, symbol)}`
                : ''}
            </span>
          ) : null}
          {isOpen(r) ? (
            <button
              type="button"
              className="btn btn--primary wallet-btn-sm"
              onClick={() => setConfirming(r)}
            >
              {t('wallet.confirm.open')}
            </button>
          ) : null}
        </div>
      )}
    >
      {confirming ? (
        <ConfirmReceiptDialog record={confirming} onClose={() => setConfirming(null)} />
      ) : null}
    </OrderRecords>
  );
}
