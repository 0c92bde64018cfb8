/** One promotion in the list: artwork (or a coloured panel), title, summary, dates, status. */
import { Link } from '../../app/router';
import { useTranslation } from '../../i18n/use-translation';
import type { PromotionSummary } from '@wl/contract/promotions/promotion';
import { formatRecordTime as formatTime } from '../../i18n/format';
import { StatusBadge } from './status-badge';

export function PromotionCard({ promotion: p }: { promotion: PromotionSummary }) {
  const { t } = useTranslation();
  return (
    <article className="promo-card">
      {p.imageUrl ? (
        <img className="promo-card__art" src={p.imageUrl} alt="" loading="lazy" />
      ) : (
        <div className={`promo-card__art promo-card__art--${p.promotionType}`} aria-hidden="true">
          {t(`promotions.kinds.${p.promotionType}`)}
        </div>
      )}
      <div className="promo-card__body">
        <h2 className="promo-card__title">
          <Link to={`/promoDetail?id=${p.id}`}>{p.title}</Link>
        </h2>
        <p className="promo-card__summary">{p.summary}</p>
        <p className="promo-card__meta">
          <StatusBadge status={p.status} />
          <span>
            {p.endDate
              ? t('promotions.until', { date: formatTime(p.endDate) })
              : t('promotions.noEnd')}
          </span>
        </p>
      </div>
    </article>
  );
}
