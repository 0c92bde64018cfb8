/** The header's VIP state: a VIP member's level (club rank above 0), linking to /vip. */
import { Link } from '../../app/router';
import { useTranslation } from '../../i18n/use-translation';
import { useBalance } from '../../api/member/balance';

export function VipState() {
  const { t } = useTranslation();
  const balance = useBalance();
  if (!balance.data?.hasVip) return null;
  const level = balance.data.vipRankLevel;
  return (
    <Link className="account-area__vip" to="/vip" title={t('vip.headerLevel', { level })}>
      {t('vip.badge', { level })}
    </Link>
  );
}
