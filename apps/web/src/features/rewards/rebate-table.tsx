/** The rebate accrued per game type: rate, valid bets and rounds since the last claim. */
import { useTranslation } from '../../i18n/use-translation';
import type { RebateLine } from '@wl/contract/rewards/get-rebate';
import { showMoney, useCurrencySymbol } from '../../components/records/money';
import { gameTypeName } from './reward-detail';
import '../../components/data-table.css';

export function RebateTable({ lines }: { lines: RebateLine[] }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const m = (v: string) => showMoney(v, symbol);
  return (
    <div
      className="data-table-wrap"
      tabIndex={0}
      role="region"
      aria-label={t('rewards.rebate.caption')}
    >
      <table className="data-table">
        <caption className="visually-hidden">{t('rewards.rebate.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rewards.rebate.gameType')}</th>
            <th scope="col">{t('rewards.rebate.rate')}</th>
            <th scope="col">{t('rewards.rebate.validBet')}</th>
            <th scope="col">{t('rewards.rebate.rounds')}</th>
            <th scope="col">{t('rewards.rebate.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.gameType} data-game-type={l.gameType}>
              <th scope="row">{gameTypeName(t, l.gameType)}</th>
              <td>{l.ratePercent}%</td>
              <td>{m(l.validBet)}</td>
              <td>{l.rounds}</td>
              <td>{m(l.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
