/** The merchant's VIP levels with thresholds, bonuses and withdrawal limits; the member's marked. */
import { useTranslation } from '../../i18n/use-translation';
import type { VipLevelView } from '@wl/contract/rewards/vip-progress';
import { showMoney, useCurrencySymbol } from '../../components/records/money';
import '../../components/data-table.css';

export function VipLevelTable({ levels, current }: { levels: VipLevelView[]; current: number }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const m = (v: string) => showMoney(v, symbol);
  if (levels.length === 0) return <p className="vip__muted">{t('vip.noLevels')}</p>;
  return (
    <div
      className="vip__table-wrap data-table-wrap"
      tabIndex={0}
      aria-labelledby="vip-levels-heading"
    >
      <h2 id="vip-levels-heading" className="vip__subtitle">
        {t('vip.levels')}
      </h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('vip.level')}</th>
            <th scope="col">{t('vip.minValidBet')}</th>
            <th scope="col">{t('vip.minDeposit')}</th>
            <th scope="col">{t('vip.upgradeBonus')}</th>
            <th scope="col">{t('vip.monthlyBonus')}</th>
            <th scope="col">{t('vip.birthdayBonus')}</th>
            <th scope="col">{t('vip.withdrawalLimit')}</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((l) => (
            <tr
              key={l.level}
              className={l.level === current ? 'vip__row--current' : undefined}
              aria-current={l.level === current ? 'true' : undefined}
            >
              <th scope="row">
                {l.name}
                {l.level === current ? <span className="vip__you">{t('vip.you')}</span> : null}
              </th>
              <td>{m(l.minValidBet)}</td>
              <td>{m(l.minDeposit)}</td>
              <td>{m(l.upgradeBonus)}</td>
              <td>{m(l.monthlyBonus)}</td>
              <td>{m(l.birthdayBonus)}</td>
              <td>
                {l.dailyWithdrawalLimit === null ? t('vip.noLimit') : m(l.dailyWithdrawalLimit)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
