/** "My applications": each application, its status, the amount granted or the reason. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../app/router';
import { formatRecordTime as formatTime } from '../../i18n/format';
import { showMoney, useCurrencySymbol } from '../../components/records/money';
import { Loaded } from '../../components/records/loaded';
import { myApplicationsQuery } from './api/promotions';

export function MyApplications({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const applications = useQuery(myApplicationsQuery(token));
  return (
    <Loaded query={applications}>
      {(data) =>
        data.list.length === 0 ? (
          <p className="promos__empty">{t('promotions.noApplications')}</p>
        ) : (
          <ul className="promo-applications">
            {data.list.map((a) => (
              <li key={a.id} className="promo-application">
                <p className="promo-application__head">
                  <Link to={`/promoDetail?id=${a.promotionId}`}>{a.promotionTitle}</Link>
                  <span className={`promo-status promo-status--${a.status}`}>
                    {t(`promotions.applicationStatus.${a.status}`)}
                  </span>
                </p>
                <p className="promo-application__meta">
                  {formatTime(a.createdAt)}
                  {a.amount ? ` · ${showMoney(a.amount, symbol)}` : ''}
                </p>
                {a.remark ? <p>{a.remark}</p> : null}
                {a.reason ? (
                  <p className="promo-application__reason">
                    {t('promotions.reason')}: {a.reason}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}
