/**
 * The ledger record pages (account record, bonus details): filters, the rows of the chosen
 * range newest first, money in / out totals over the whole range, and paging. Changing a
 * filter goes back to page 1.
 */
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { TransactionRow } from '@wl/contract/cashier/list-transactions';
import type { RecordType } from '@wl/contract/ledger/transfer-codes';
import { useToken } from '../../../api/use-session';
import { accountRecordsQuery, type RecordSource } from '../api/account-records';
import { formatRecordTime as formatTime } from '../../../i18n/format';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import { Pager } from '../../../components/records/pager';
import { Loaded } from '../../../components/records/loaded';
import { EmptyState, WalletFrame } from '../shared/wallet-frame';
import { RecordFilters } from './record-filters';
import { useRecordRange } from './use-record-range';

const DIRECTION_CLASS: Record<TransactionRow['direction'], string> = {
  in: 'wallet-in',
  out: 'wallet-out',
  internal: '',
};

export function RecordsView(props: {
  source: RecordSource;
  title: string;
  now?: () => Date;
  /** Shown above the filters (bonusDetails: the bonuses with their wagering). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const token = useToken();
  const symbol = useCurrencySymbol();
  const now = props.now ?? (() => new Date());
  const [type, setType] = useState<RecordType | undefined>(undefined);
  const filter = useRecordRange(now);
  const { page, setPage, times } = filter;
  const records = useQuery({
    ...accountRecordsQuery(token, props.source, {
      ...(type ? { type } : {}),
      startTime: times?.startTime ?? 0,
      endTime: times?.endTime ?? 0,
      pageNo: page,
    }),
    enabled: token !== null && times !== null,
  });

  return (
    <WalletFrame title={props.title}>
      {props.children}
      <RecordFilters
        showType={props.source === 'transactions'}
        type={type}
        onType={(v) => {
          setType(v);
          setPage(1);
        }}
        dates={filter}
      />
      <div className="wallet-card">
        <Loaded query={records}>
          {(data) => (
            <>
              <p className="wallet-totals">
                <span>{t('wallet.records.count', { count: data.total })}</span>
                <span>
                  {t('wallet.records.totalIn')}:{' '}
                  <strong className="wallet-in">{showMoney(data.totalIn, symbol)}</strong>
                </span>
                <span>
                  {t('wallet.records.totalOut')}:{' '}
                  <strong className="wallet-out">{showMoney(data.totalOut, symbol)}</strong>
                </span>
              </p>
              {data.list.length === 0 ? (
                <EmptyState />
              ) : (
                <div
                  className="wallet-table-wrap"
                  tabIndex={0}
                  role="region"
                  aria-labelledby="mc-page-title"
                >
                  <table className="wallet-table">
                    <thead>
                      <tr>
                        <th>{t('wallet.records.type')}</th>
                        <th className="wallet-num">{t('wallet.amountLabel')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.list.map((r) => (
                        <tr key={r.id}>
                          <td>
                            <div className="wallet-stack">
                              <strong>{t(`wallet.records.codes.${r.code}`)}</strong>
                              <span>{formatTime(r.time)}</span>
                              <span className="wallet-ref">{r.reference}</span>
                            </div>
                          </td>
                          <td className="wallet-num">
                            <div className="wallet-stack wallet-stack--end">
                              <strong className={DIRECTION_CLASS[r.direction]}>
                                {showMoney(r.amount, symbol)}
                              </strong>
                              <span>
                                {r.wallet === 'main' ? t('wallet.transfer.main') : r.wallet}
                              </span>
                            </div>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <Pager page={data.pageNum} totalPages={data.totalPages} onPage={setPage} />
            </>
          )}
        </Loaded>
      </div>
    </WalletFrame>
  );
}
