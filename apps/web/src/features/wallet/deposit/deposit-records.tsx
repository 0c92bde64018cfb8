/** The member's deposit records with their status, newest first, paged. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToken } from '../../../api/use-session';
import { depositRecordsQuery } from '../api/deposit';
import { formatTime } from '../shared/format-time';
import { showMoney, useCurrencySymbol } from '../shared/money';
import { Pager } from '../shared/pager';
import { EmptyState, Loaded } from '../shared/wallet-frame';

export function DepositRecords() {
  const { t } = useTranslation();
  const token = useToken();
  const symbol = useCurrencySymbol();
  const [page, setPage] = useState(1);
  const records = useQuery(depositRecordsQuery(token, page));
  return (
    <div className="wallet-card">
      <h3>{t('wallet.deposit.records')}</h3>
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
                            <span>{r.channelName}</span>
                          </div>
                        </td>
                        <td className="wallet-num">{showMoney(r.amount, symbol)}</td>
                        <td>
                          <span className="wallet-status">
                            {t(`wallet.deposit.status.${r.status}`)}
                          </span>
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
    </div>
  );
}
