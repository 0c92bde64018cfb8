/**
 * Amounts of the bet pages: two-decimal strings from the API shown with @wl/money (never a
 * float). Profit carries its sign in colour AND in words, so colour is never the only cue.
 */
import { useTranslation } from 'react-i18next';
import { formatMoney, parseMinor } from '@wl/money/minor-units';
import { useBalance } from '../../api/member/balance';
import { useSystemStatus } from '../../api/system/get-status';

export function showMoney(amount: string, symbol: string): string {
  const minor = parseMinor(amount);
  if (minor === null) return '—';
  return minor < 0n ? `-${formatMoney(-minor, symbol)}` : formatMoney(minor, symbol);
}

export function useCurrencySymbol(): string {
  const status = useSystemStatus();
  const balance = useBalance();
  return balance.data?.currencySymbol || status.info.settings.currencySymbol || '₱';
}

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
