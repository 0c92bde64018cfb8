/** A member's status on a promotion (spec §4), as a small labelled badge. */
import { useTranslation } from '../../i18n/use-translation';
import type { PromotionStatus } from '@wl/contract/promotions/promotion';

export function StatusBadge({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`promo-status promo-status--${status}`}>
      {t(`promotions.status.${status}`)}
    </span>
  );
}
