/** A bonus and its wagering (promotion detail, bonus details): wagered of required, a bar, limits. */
import { useTranslation } from '../i18n/use-translation';
import type { BonusView } from '@wl/contract/promotions/promotion';
import { formatRecordTime as formatTime } from '../i18n/format';
import { showMoney, useCurrencySymbol } from './records/money';
import './bonus-progress.css';

export function BonusProgress({ bonus }: { bonus: BonusView }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const m = (v: string) => showMoney(v, symbol);
  return (
    <section className="promo-bonus" aria-label={t('promotions.bonus.title')}>
      <p className="promo-bonus__head">
        <strong>
          {t('promotions.bonus.title')}: {m(bonus.amount)}
        </strong>
        <span>{t(`promotions.bonus.status.${bonus.status}`)}</span>
      </p>
      <div
        className="promo-bonus__bar"
        role="progressbar"
        aria-label={t('promotions.bonus.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={bonus.progressPercent}
      >
        <span style={{ inlineSize: `${bonus.progressPercent}%` }} />
      </div>
      <p className="promo-bonus__wagered">
        {t('promotions.bonus.wagered', {
          wagered: m(bonus.wagered),
          required: m(bonus.wageringRequired),
        })}
      </p>
      <p className="promo-bonus__limits">
        {bonus.maxBet ? (
          <span>{t('promotions.bonus.maxBet', { amount: m(bonus.maxBet) })}</span>
        ) : null}
        {bonus.maxCashout ? (
          <span>{t('promotions.bonus.maxCashout', { amount: m(bonus.maxCashout) })}</span>
        ) : null}
        {bonus.status === 'active' ? (
          <span>{t('promotions.bonus.expires', { date: formatTime(bonus.expiresAt) })}</span>
        ) : null}
      </p>
    </section>
  );
}
