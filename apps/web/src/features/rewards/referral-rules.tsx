/** How invitations pay, from the merchant's rule (amounts in the language on screen). */
import { useTranslation } from '../../i18n/use-translation';
import type { ReferralRuleView } from '@wl/contract/rewards/referral';
import { showMoney } from '../../components/records/money';
import { formatCount } from '../../i18n/format';

export function ReferralRules(props: { rule: ReferralRuleView | null; symbol: string }) {
  const { t } = useTranslation();
  const { rule, symbol } = props;
  return (
    <section className="referral__rules" aria-labelledby="referral-rules-title">
      <h3 id="referral-rules-title">{t('referral.rules.title')}</h3>
      <ol>
        <li>{t('referral.rules.share')}</li>
        {rule ? (
          <>
            <li>
              {t('referral.rules.qualify', {
                deposit: showMoney(rule.minFirstDeposit, symbol),
                turnover: showMoney(rule.minTurnover, symbol),
              })}
            </li>
            <li>{t('referral.rules.reward', { reward: showMoney(rule.reward, symbol) })}</li>
            <li>
              {rule.wageringMultiple > 0
                ? t('referral.rules.wagering', {
                    multiple: formatCount(rule.wageringMultiple),
                    count: rule.validDays,
                  })
                : t('referral.rules.noWagering')}
            </li>
          </>
        ) : (
          <li>{t('referral.rules.paused')}</li>
        )}
      </ol>
    </section>
  );
}
