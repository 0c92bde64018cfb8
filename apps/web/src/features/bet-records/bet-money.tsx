/**
 * Amounts of the bet pages: two-decimal strings from the API shown with @wl/money (never a
 * float). Profit carries its sign in colour AND in words, so colour is never the only cue.
 */
import { useTranslation } from '../../i18n/use-translation';
import { parseMinor } from '@wl/money/minor-units';
import { showMoney } from '../../components/records/money';

export function ProfitAmount(props: { amount: string; symbol: string }) {
  const { t } = useTranslation();
  const minor = parseMinor(props.amount) ?? 0n;
  const sign = minor > 0n ? 'win' : minor < 0n ? 'loss' : 'even';
  return (
    <span className={`bet-records-profit bet-records-profit--${sign}`}>
      {showMoney(props.amount, props.symbol)}{' '}
      <span className="bet-records-profit__word">({t(`betRecords.sign.${sign}`)})</span>
    </span>
  );
}
