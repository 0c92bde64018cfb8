/**
 * My income (agent centre): what every contract paid the agent in the chosen range, by day
 * in a chart and bill by bill below, with the date quick picks of spec §9 and paging.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { useToken } from '../../../api/use-session';
import { Loaded } from '../../../components/records/loaded';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import { Pager } from '../../../components/records/pager';
import { BillsTable } from './bills-table';
import { contractIncomeQuery } from './contracts-api';
import { IncomeChart } from './income-chart';
import './contracts.css';

const DAY_MS = 86_400_000;
const PICKS = [1, 7, 30] as const;

function utcDays(from: number, to: number): string[] {
  const days: string[] = [];
  for (let t = from; t < to; t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

export default function IncomePage() {
  const { t } = useTranslation();
  const token = useToken();
  const symbol = useCurrencySymbol();
  const [days, setDays] = useState<(typeof PICKS)[number]>(7);
  const [pageNo, setPageNo] = useState(1);
  const range = useMemo(() => {
    const to = Math.ceil(Date.now() / DAY_MS) * DAY_MS;
    return { from: to - days * DAY_MS, to };
  }, [days]);
  const income = useQuery(contractIncomeQuery(token, { ...range, pageNo }));
  return (
    <div className="ct">
      <div className="ct-picks" role="group" aria-label={t('agentContracts.range')}>
        {PICKS.map((d) => (
          <button
            key={d}
            type="button"
            className={d === days ? 'btn btn--primary' : 'btn btn--ghost'}
            aria-pressed={d === days}
            onClick={() => {
              setDays(d);
              setPageNo(1);
            }}
          >
            {t(`agentContracts.pick_${d}`)}
          </button>
        ))}
      </div>
      <Loaded query={income}>
        {(data) => (
          <>
            <dl className="ct-window">
              <div>
                <dt>{t('agentContracts.totalPaid')}</dt>
                <dd data-testid="ct-total-paid">{showMoney(data.totalPaid, symbol)}</dd>
              </div>
              <div>
                <dt>{t('agentContracts.totalOwed')}</dt>
                <dd>{showMoney(data.totalOwed, symbol)}</dd>
              </div>
            </dl>
            <IncomeChart days={utcDays(range.from, range.to)} byDay={data.byDay} />
            <BillsTable bills={data.bills} variant="income" />
            <Pager page={pageNo} totalPages={Math.ceil(data.total / 10)} onPage={setPageNo} />
          </>
        )}
      </Loaded>
    </div>
  );
}
