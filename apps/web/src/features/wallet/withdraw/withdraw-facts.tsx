/** The limits a withdrawal must keep, shown before the member types an amount. */
import { useTranslation } from '../../../i18n/use-translation';
import type { CardType } from '@wl/contract/cashier/bank-cards';
import type { WithdrawSettings } from '@wl/contract/cashier/get-withdraw-settings';
import { showMoney, useCurrencySymbol } from '../../../components/records/money';

export function WithdrawFacts(props: { settings: WithdrawSettings; cardType: CardType }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const s = props.settings;
  const limit = s.limits[props.cardType];
  const allDay = s.withdrawDateFrom === s.withdrawDateTo;
  const facts: [string, string][] = [
    [t('wallet.withdraw.available'), showMoney(s.availBalance, symbol)],
    [
      t('wallet.withdraw.limits'),
      `${showMoney(limit.min, symbol)} – ${showMoney(limit.max, symbol)}`,
    ],
    [t('wallet.withdraw.remainingAmount'), showMoney(s.remainingWithdrawAmount, symbol)],
    [
      t('wallet.withdraw.remainingTimes'),
      `${s.remainingTransactionTimes} / ${s.maxTransactionTimes}`,
    ],
    [
      t('wallet.withdraw.hours'),
      allDay ? t('wallet.withdraw.allDay') : `${s.withdrawDateFrom} – ${s.withdrawDateTo}`,
    ],
    [t('wallet.withdraw.turnoverRemaining'), showMoney(s.turnoverRemaining, symbol)],
  ];
  return (
    <dl className="wallet-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
