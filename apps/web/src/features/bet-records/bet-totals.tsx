/** The totals line over the whole filtered set: count, stake, valid bet, payout, profit. */
import { useTranslation } from '../../i18n/use-translation';
import type { BetTotals } from '@wl/contract/bet-records/common';
import { showMoney } from '../../components/records/money';
import { ProfitAmount } from './bet-money';

export function BetTotalsLine(props: { totals: BetTotals; symbol: string }) {
  const { t } = useTranslation();
  const { totals, symbol } = props;
  return (
    <dl className="bet-records-totals" aria-label={t('betRecords.totals')}>
      <div>
        <dt>{t('betRecords.count')}</dt>
        <dd>{totals.count}</dd>
      </div>
      <div>
        <dt>{t('betRecords.stake')}</dt>
        <dd>{showMoney(totals.stake, symbol)}</dd>
      </div>
      <div>
        <dt>{t('betRecords.validBet')}</dt>
        <dd>{showMoney(totals.validBet, symbol)}</dd>
      </div>
      <div>
        <dt>{t('betRecords.payout')}</dt>
        <dd>{showMoney(totals.payout, symbol)}</dd>
      </div>
      <div>
        <dt>{t('betRecords.profit')}</dt>
        <dd>
          <ProfitAmount amount={totals.profit} symbol={symbol} />
        </dd>
      </div>
    </dl>
  );
}
