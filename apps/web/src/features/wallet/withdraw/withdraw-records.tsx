/**
 * Withdrawal records: status, the confirmation state of paid ones and, while a confirmation is
 * open (awaiting, or partly received), the button that answers it.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WithdrawalRecord } from '@wl/contract/cashier/withdraw';
import { useToken } from '../../../api/use-session';
import { withdrawRecordsQuery } from '../api/withdraw';
import { formatTime } from '../shared/format-time';
import { showMoney, useCurrencySymbol } from '../shared/money';
import { Pager } from '../shared/pager';
import { EmptyState, Loaded } from '../shared/wallet-frame';
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
    <div className="wallet-card">
      <h3>{t('wallet.withdraw.records')}</h3>
      <Loaded query={records}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <div className="wallet-table-wrap">
                <table className="wallet-table">
                  <thead>
                    <tr>
                      <th>{t('wallet.orderNo')}</th>
                      <th className="wallet-num">{t('wallet.amountLabel')}</th>
                      <th>{t('wallet.statusLabel')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((r) => (
                      <tr key={r.orderNo}>
                        <td>
                          <div className="wallet-stack">
                            <strong>{r.orderNo}</strong>
                            <span>{formatTime(r.createdAt)}</span>
                            <span>
                              {r.bankName} {r.accountNumber}
                            </span>
                          </div>
                        </td>
                        <td className="wallet-num">{showMoney(r.amount, symbol)}</td>
                        <td>
                          <div className="wallet-stack">
                            <span className="wallet-status">
                              {t(`wallet.withdraw.status.${r.status}`)}
                            </span>
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
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={data.pageNum} totalPages={data.totalPages} onPage={setPage} />
            </>
          )
        }
      </Loaded>
      {confirming ? (
        <ConfirmReceiptDialog record={confirming} onClose={() => setConfirming(null)} />
      ) : null}
    </div>
  );
}
