/**
 * Transaction details and account changes (spec §2): the agent's own ledger lines over a
 * period (the member account record call, ODSFE2_MemTransDet, answers the signed-in agent's
 * lines only). Account changes can narrow to one kind of movement.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { listTransactionsResponse } from '@wl/contract/cashier/list-transactions';
import { RECORD_TYPES, type RecordType } from '@wl/contract/ledger/transfer-codes';
import { apiRequest } from '../../../api/client';
import { useToken } from '../../../api/use-session';
import { formatRecordTime as formatTime } from '../../../i18n/format';
import { Loaded } from '../../../components/records/loaded';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';
import { Pager } from '../../../components/records/pager';
import { AGENT_PAGE_SIZE, type Period } from '../api/agent-api';
import type { AgentCentrePageProps } from '../agent-centre-pages';
import { PeriodPicker } from '../period-picker';

const DAY_MS = 86_400_000;

/** The period as epoch milliseconds: UTC days, the end day included. */
function periodTimes(p: Period, nowMs: number): { startTime: number; endTime: number } {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  if ('startDate' in p) {
    return {
      startTime: Date.parse(`${p.startDate}T00:00:00Z`),
      endTime: Date.parse(`${p.endDate}T00:00:00Z`) + DAY_MS - 1,
    };
  }
  const back = { today: 0, yesterday: 1, last7days: 6, last30days: 29 }[p.quick];
  const end = p.quick === 'yesterday' ? today - 1 : today + DAY_MS - 1;
  return { startTime: today - back * DAY_MS, endTime: end };
}

export default function OwnRecordsPage({ pageKey }: AgentCentrePageProps) {
  const { t } = useTranslation();
  const token = useToken();
  const symbol = useCurrencySymbol();
  const [period, setPeriod] = useState<Period>({ quick: 'last7days' });
  const [type, setType] = useState<RecordType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const [nowMs] = useState(() => Date.now());
  const query = {
    ...periodTimes(period, nowMs),
    pageNo,
    pageSize: AGENT_PAGE_SIZE,
    ...(type ? { type } : {}),
  };
  const records = useQuery({
    queryKey: ['agent', 'own-records', token, query] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/ODSFE2_MemTransDet',
        query,
        value: listTransactionsResponse,
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
  return (
    <div className="ac-stack">
      <PeriodPicker
        value={period}
        onChange={(p) => {
          setPeriod(p);
          setPageNo(1);
        }}
      />
      {pageKey === 'accountChanges' ? (
        <label className="ac-period">
          {t('agentCentre.reports.kind')}
          <select
            value={type}
            onChange={(e) => {
              setType(e.target.value as RecordType | '');
              setPageNo(1);
            }}
          >
            <option value="">{t('wallet.records.allTypes')}</option>
            {RECORD_TYPES.map((r) => (
              <option key={r} value={r}>
                {t(`wallet.records.types.${r}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <Loaded query={records}>
        {(v) =>
          v.list.length === 0 ? (
            <p className="ac-muted">{t('agentCentre.empty')}</p>
          ) : (
            <>
              <div
                className="ac-table-wrap"
                tabIndex={0}
                role="region"
                aria-labelledby="ac-page-title"
              >
                <table className="ac-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('agentCentre.reports.time')}</th>
                      <th scope="col">{t('agentCentre.reports.kind')}</th>
                      <th scope="col">{t('agentCentre.reports.amount')}</th>
                      <th scope="col">{t('agentCentre.reports.reference')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {v.list.map((r) => (
                      <tr key={r.id}>
                        <td>{formatTime(r.time)}</td>
                        <td>{t(`wallet.records.codes.${r.code}`)}</td>
                        <td>{showMoney(r.amount, symbol)}</td>
                        <td>{r.reference || '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={v.pageNum} totalPages={v.totalPages} onPage={setPageNo} />
            </>
          )
        }
      </Loaded>
    </div>
  );
}
