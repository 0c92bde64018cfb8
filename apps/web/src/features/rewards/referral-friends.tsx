/** The friends who joined with the member's code, newest first, a page at a time. */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Loaded } from '../../components/records/loaded';
import { showMoney } from '../../components/records/money';
import { Pager } from '../../components/records/pager';
import { formatRecordTime } from '../../i18n/format';
import { useInvitations } from './api/referral';
import '../../components/data-table.css';

export function ReferralFriends(props: { symbol: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const friends = useInvitations(page);
  return (
    <Loaded query={friends}>
      {(data) =>
        data.total === 0 ? (
          <p className="rewards__empty">{t('referral.friends.empty')}</p>
        ) : (
          <>
            <div className="data-table-wrap">
              <table className="data-table">
                <caption className="referral__caption">
                  {t('referral.friends.caption', { total: data.total })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('referral.friends.friend')}</th>
                    <th scope="col">{t('referral.friends.registered')}</th>
                    <th scope="col">{t('referral.friends.status')}</th>
                    <th scope="col">{t('referral.friends.reward')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((f) => (
                    <tr key={`${f.friend}-${f.registeredAt}`}>
                      <td>{f.friend}</td>
                      <td>
                        <time dateTime={new Date(f.registeredAt).toISOString()}>
                          {formatRecordTime(f.registeredAt)}
                        </time>
                      </td>
                      <td>
                        <span className={`referral__status referral__status--${f.status}`}>
                          {t(`referral.status.${f.status}`)}
                        </span>
                      </td>
                      <td>{f.reward === null ? '—' : showMoney(f.reward, props.symbol)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} totalPages={data.totalPages} onPage={setPage} />
          </>
        )
      }
    </Loaded>
  );
}
