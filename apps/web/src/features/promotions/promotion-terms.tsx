/** What a promotion pays and what wagering it asks, in plain words. */
import { useTranslation } from '../../i18n/use-translation';
import type { GetPromotionResponse } from '@wl/contract/promotions/get-promotion';
import { showMoney, useCurrencySymbol } from '../../components/records/money';

export function PromotionTerms({ promotion: p }: { promotion: GetPromotionResponse }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const lines: string[] = [];
  if (p.terms.percentBps !== null) {
    lines.push(t('promotions.terms.percent', { percent: p.terms.percentBps / 100 }));
  }
  if (p.terms.fixedAmount) {
    lines.push(t('promotions.terms.fixed', { amount: showMoney(p.terms.fixedAmount, symbol) }));
  }
  if (p.terms.maxBonus) {
    lines.push(t('promotions.terms.maxBonus', { amount: showMoney(p.terms.maxBonus, symbol) }));
  }
  if (p.terms.minDeposit) {
    lines.push(t('promotions.terms.minDeposit', { amount: showMoney(p.terms.minDeposit, symbol) }));
  }
  lines.push(
    p.terms.wageringMultipleBps > 0
      ? t('promotions.terms.wagering', { times: p.terms.wageringMultipleBps / 10_000 })
      : t('promotions.terms.noWagering'),
  );
  lines.push(t('promotions.terms.validDays', { days: p.terms.validDays }));
  return (
    <section className="promo-terms" aria-label={t('promotions.terms.title')}>
      <h2>{t('promotions.terms.title')}</h2>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {p.raffle ? (
        <p className="promo-terms__seed">
          {t('promotions.raffle.seedHash')}: <code>{p.raffle.seedHash}</code>
          {p.raffle.seed ? (
            <>
              {' '}
              {t('promotions.raffle.seed')}: <code>{p.raffle.seed}</code>
            </>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
