/**
 * personalHistoryCopy, the betting record (spec §2): the member's rounds newest first, filtered
 * and paged, with totals over the whole filtered set; a round opens its detail. Changing a
 * filter goes back to page 1.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useToken } from '../../api/use-session';
import { betHistoryQuery } from './bet-records-api';
import { INITIAL_FILTER, rangeProblem, type BetFilterState } from './bet-filter-state';
import { BetFilters } from './bet-filters';
import { showMoney, useCurrencySymbol } from '../../components/records/money';
import { ProfitAmount } from './bet-money';
import { Loaded } from '../../components/records/loaded';
import { Pager } from '../../components/records/pager';
import { EmptyState } from './bet-state';
import { BetTotalsLine } from './bet-totals';
import { formatRecordTime as formatTime } from '../../i18n/format';
import { RoundDetail } from './round-detail';
import './bet-records.css';

export default function BettingRecordPage() {
  const { t } = useTranslation();
  const token = useToken();
  const symbol = useCurrencySymbol();
  const [filter, setFilter] = useState<BetFilterState>(INITIAL_FILTER);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const history = useQuery({
    ...betHistoryQuery(token, filter, page),
    enabled: token !== null && rangeProblem(filter) === null,
  });

  if (openId !== null) {
    return <RoundDetail id={openId} symbol={symbol} onBack={() => setOpenId(null)} />;
  }
  return (
    <section className="bet-records-page" aria-label={t('betRecords.historyTitle')}>
      <BetFilters
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <Loaded query={history}>
        {(data) => (
          <>
            <BetTotalsLine totals={data.totals} symbol={symbol} />
            {data.list.length === 0 ? (
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
                      <th>{t('betRecords.game')}</th>
                      <th>{t('betRecords.startedAt')}</th>
                      <th className="bet-records-num">{t('betRecords.stake')}</th>
                      <th className="bet-records-num">{t('betRecords.profit')}</th>
                      <th>{t('betRecords.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((r) => (
                      <tr key={r.id}>
                        <td>
                          <button
                            type="button"
                            className="bet-records-link"
                            onClick={() => setOpenId(r.id)}
                            aria-label={t('betRecords.openDetail', { roundId: r.roundId })}
                          >
                            {r.vendorCode} · {r.gameCode}
                          </button>
                        </td>
                        <td>{formatTime(r.startedAt)}</td>
                        <td className="bet-records-num">{showMoney(r.stake, symbol)}</td>
                        <td className="bet-records-num">
                          <ProfitAmount amount={r.profit} symbol={symbol} />
                        </td>
                        <td>{t(`betRecords.statuses.${r.status}`)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager page={data.pageNo} totalPages={data.totalPages} onPage={setPage} />
          </>
        )}
      </Loaded>
    </section>
  );
}
