/**
 * The paged table of a member's cashier orders (deposits, withdrawals), newest first: order
 * number, time and what the order went through, the amount, and its status cell.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { formatRecordTime as formatTime } from '../../../i18n/format';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import { Pager } from '../../../components/records/pager';
import { Loaded } from '../../../components/records/loaded';
import { EmptyState } from './wallet-frame';

interface OrderRecord {
  orderNo: string;
  createdAt: number;
  amount: string;
}

export function OrderRecords<R extends OrderRecord>(props: {
  title: string;
  query: UseQueryResult<{ list: R[]; pageNum: number; totalPages: number }>;
  onPage: (page: number) => void;
  /** What the order went through (a channel, a bank account). */
  via: (record: R) => ReactNode;
  status: (record: R) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  return (
    <div className="wallet-card">
      <h3>{props.title}</h3>
      <Loaded query={props.query}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <div
                className="wallet-table-wrap"
                tabIndex={0}
                role="region"
                aria-labelledby="mc-page-title"
              >
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
                            <span>{props.via(r)}</span>
                          </div>
                        </td>
                        <td className="wallet-num">{showMoney(r.amount, symbol)}</td>
                        <td>{props.status(r)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={data.pageNum} totalPages={data.totalPages} onPage={props.onPage} />
            </>
          )
        }
      </Loaded>
      {props.children}
    </div>
  );
}
