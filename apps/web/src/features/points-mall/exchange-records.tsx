/**
 * Exchange records (MCS2_getRedeemPointList): the member's orders newest first with the
 * spec's fields — transaction number, application time, exchange type, product name,
 * quantity, required points, status (applying, rejected, passed) — filtered by status, paged.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useToken } from '../../api/use-session';
import { Loaded } from '../../components/records/loaded';
import { formatCount, formatRecordTime } from '../../i18n/format';
import { exchangeRecordsQuery, type OrderStatus } from './api/points-mall';
import { PointsTable } from './points-table';

const STATUSES: readonly OrderStatus[] = ['applying', 'passed', 'rejected'];

export function ExchangeRecords() {
  const { t } = useTranslation();
  const token = useToken();
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const records = useQuery(
    exchangeRecordsQuery(token, { ...(status ? { status } : {}), pageNo: page }),
  );
  const num = (text: string) => (
    <th scope="col" className="wallet-num">
      {text}
    </th>
  );
  return (
    <div className="wallet-card pmall__stack">
      <div className="wallet-tabs" role="group" aria-label={t('pointMall.records.status')}>
        {[undefined, ...STATUSES].map((s) => (
          <button
            key={s ?? 'all'}
            type="button"
            className="wallet-chip"
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {s ? t(`pointMall.status.${s}`) : t('pointMall.records.allStatuses')}
          </button>
        ))}
      </div>
      <Loaded query={records}>
        {(data) => (
          <PointsTable
            empty={t('pointMall.records.empty')}
            rows={data.list.length}
            page={data}
            onPage={setPage}
            head={
              <>
                <th scope="col">{t('pointMall.records.number')}</th>
                <th scope="col">{t('pointMall.records.time')}</th>
                <th scope="col">{t('pointMall.records.type')}</th>
                <th scope="col">{t('pointMall.records.product')}</th>
                {num(t('pointMall.records.quantity'))}
                {num(t('pointMall.records.points'))}
                <th scope="col">{t('pointMall.records.status')}</th>
              </>
            }
          >
            {data.list.map((o) => (
              <tr key={o.id}>
                <td className="pmall__ltr">{o.id}</td>
                <td>{formatRecordTime(o.createdAt)}</td>
                <td>{t(`pointMall.kinds.${o.goodsKind}`)}</td>
                <td>{o.goodsName}</td>
                <td className="wallet-num">{formatCount(1)}</td>
                <td className="wallet-num">{formatCount(BigInt(o.points))}</td>
                <td>
                  <span className={`pmall__status pmall__status--${o.status}`}>
                    {t(`pointMall.status.${o.status}`)}
                  </span>
                  {o.reason ? <span className="pmall__muted"> {o.reason}</span> : null}
                </td>
              </tr>
            ))}
          </PointsTable>
        )}
      </Loaded>
    </div>
  );
}
