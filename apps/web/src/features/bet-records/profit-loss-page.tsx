/** personalProfit, profit and loss (spec §2): the filtered rounds by game type and vendor. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useToken } from '../../api/use-session';
import { personalProfitQuery } from './bet-records-api';
import { INITIAL_FILTER, rangeProblem, type BetFilterState } from './bet-filter-state';
import { BetFilters } from './bet-filters';
import { showMoney, useCurrencySymbol } from '../../components/records/money';
import { ProfitAmount } from './bet-money';
import { Loaded } from '../../components/records/loaded';
import { EmptyState } from './bet-state';
import { BetTotalsLine } from './bet-totals';
import './bet-records.css';

export default function ProfitLossPage() {
  const { t } = useTranslation();
  const token = useToken();
  const symbol = useCurrencySymbol();
  const [filter, setFilter] = useState<BetFilterState>(INITIAL_FILTER);
  const profit = useQuery({
    ...personalProfitQuery(token, filter),
    enabled: token !== null && rangeProblem(filter) === null,
  });
  return (
    <section className="bet-records-page" aria-label={t('betRecords.profitTitle')}>
      <BetFilters value={filter} onChange={setFilter} />
      <Loaded query={profit}>
        {(data) => (
          <>
            <BetTotalsLine totals={data.totals} symbol={symbol} />
            {data.lines.length === 0 ? (
              <EmptyState />
            ) : (
              <div
                className="bet-records-table-wrap"
                tabIndex={0}
                role="region"
                aria-labelledby="mc-page-title"
              >
                <table className="bet-records-table">
                  <thead>
                    <tr>
                      <th>{t('betRecords.gameType')}</th>
                      <th>{t('betRecords.vendor')}</th>
                      <th className="bet-records-num">{t('betRecords.count')}</th>
                      <th className="bet-records-num">{t('betRecords.validBet')}</th>
                      <th className="bet-records-num">{t('betRecords.payout')}</th>
                      <th className="bet-records-num">{t('betRecords.profit')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.lines.map((l) => (
                      <tr key={`${l.gameType ?? '-'}:${l.vendorCode}`}>
                        <td>
                          {l.gameType ? t(`betRecords.gameTypes.${l.gameType}`, l.gameType) : '—'}
                        </td>
                        <td>{l.vendorCode}</td>
                        <td className="bet-records-num">{l.count}</td>
                        <td className="bet-records-num">{showMoney(l.validBet, symbol)}</td>
                        <td className="bet-records-num">{showMoney(l.payout, symbol)}</td>
                        <td className="bet-records-num">
                          <ProfitAmount amount={l.profit} symbol={symbol} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}
