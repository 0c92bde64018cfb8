/**
 * /promoDetail?id= (spec §2, §4): the promotion's content and terms, the member's status and
 * the one action that status allows, their bonus from it with its wagering progress, and the
 * application form for apply-to-join promotions.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useSearchParams } from '../../app/router';
import { useToken } from '../../api/use-session';
import { usePageTitle } from '../../components/page-title';
import { Loaded } from '../../components/records/loaded';
import { SanitizedHtml } from '../../components/sanitized-html';
import { promotionQuery } from './api/promotions';
import { BonusProgress } from '../../components/bonus-progress';
import { PromotionAction } from './promotion-action';
import { PromotionTerms } from './promotion-terms';
import { StatusBadge } from './status-badge';
import './promotions.css';

export function Component() {
  const { t, i18n } = useTranslation();
  const token = useToken();
  const [params] = useSearchParams();
  // ?id=7, or a banner's link to a promotion notice: #promotion-7 (announcements value.promotion).
  const hash = /^#(?:promotion-)?(\d{1,18})$/.exec(useLocation().hash)?.[1];
  const id = params.get('id') ?? hash ?? '';
  const detail = useQuery(promotionQuery(id, token, i18n.language));
  usePageTitle(detail.data?.title ?? t('pages.promoDetail'));

  return (
    <section className="promos container" aria-labelledby="page-heading">
      <p className="promos__back">
        <Link to="/promotions">{t('promotions.back')}</Link>
      </p>
      {!/^\d{1,18}$/.test(id) ? (
        <p className="promos__empty">{t('promotions.notFound')}</p>
      ) : (
        <Loaded query={detail}>
          {(p) => (
            <article className="promo-detail">
              {p.imageUrl ? <img className="promo-detail__art" src={p.imageUrl} alt="" /> : null}
              <h1 id="page-heading" className="promos__title">
                {p.title}
              </h1>
              <p className="promo-card__meta">
                <StatusBadge status={p.status} />
                <span>{t(`promotions.kinds.${p.promotionType}`)}</span>
              </p>
              <PromotionAction promotion={p} token={token} />
              {p.bonus ? <BonusProgress bonus={p.bonus} /> : null}
              <PromotionTerms promotion={p} />
              <SanitizedHtml html={p.content} className="rich-text promo-detail__content" />
            </article>
          )}
        </Loaded>
      )}
    </section>
  );
}
