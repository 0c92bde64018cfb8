/**
 * Points details (ODSFE2_MemTransDet?accountType=points): time, points changed, points
 * balance after, remark (spec §3), for a day range with the quick picks today / past 7 /
 * past 30 days (spec §9), paged. Changing the range goes back to page 1.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useToken } from '../../api/use-session';
import { Loaded } from '../../components/records/loaded';
import { formatCount, formatRecordTime } from '../../i18n/format';
import { RecordFilters } from '../wallet/records/record-filters';
import { useRecordRange } from '../wallet/records/use-record-range';
import { pointsDetailsQuery } from './api/points-mall';
import { PointsTable } from './points-table';

export function PointsDetails(props: { now?: () => Date }) {
  const { t } = useTranslation();
  const token = useToken();
  const filter = useRecordRange(props.now ?? (() => new Date()));
  const { times } = filter;
  const details = useQuery({
    ...pointsDetailsQuery(token, {
      startTime: times?.startTime ?? 0,
      endTime: times?.endTime ?? 0,
      pageNo: filter.page,
    }),
    enabled: token !== null && times !== null,
  });
  return (
    <div className="pmall__stack">
      <RecordFilters showType={false} type={undefined} onType={() => undefined} dates={filter} />
      <div className="wallet-card">
        <Loaded query={details}>
          {(data) => (
            <PointsTable
              empty={t('pointMall.details.empty')}
              rows={data.list.length}
              page={data}
              onPage={filter.setPage}
              head={
                <>
                  <th scope="col">{t('pointMall.details.time')}</th>
                  <th scope="col" className="wallet-num">
                    {t('pointMall.details.change')}
                  </th>
                  <th scope="col" className="wallet-num">
                    {t('pointMall.details.balance')}
                  </th>
                  <th scope="col">{t('pointMall.details.remark')}</th>
                </>
              }
            >
              {data.list.map((l) => {
                const change = BigInt(l.points);
                return (
                  <tr key={l.id}>
                    <td>{formatRecordTime(l.time)}</td>
                    <td className={`wallet-num ${change < 0n ? 'wallet-out' : 'wallet-in'}`}>
                      {change > 0n ? '+' : ''}
                      {formatCount(change)}
                    </td>
                    <td className="wallet-num">{formatCount(BigInt(l.balance))}</td>
                    <td>
                      {t(`pointMall.details.codes.${l.code}`)}
                      <span className="pmall__muted pmall__ltr"> {l.remark}</span>
                    </td>
                  </tr>
                );
              })}
            </PointsTable>
          )}
        </Loaded>
      </div>
    </div>
  );
}
