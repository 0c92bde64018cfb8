/**
 * Amounts on the record and wallet pages: the API sends two-decimal strings; they are turned
 * into minor units (bigint) and shown with @wl/money, never through a float.
 */
import { formatMoney, parseMinor } from '@wl/money/minor-units';
import { useBalance } from '../../api/member/balance';
import { useSystemStatus } from '../../api/system/get-status';

/** "₱1,234.50", "-₱20.00"; text that is not an amount shows as a dash. */
export function showMoney(amount: string, symbol: string): string {
  const minor = parseMinor(amount);
  if (minor === null) return '—';
  return minor < 0n ? `-${formatMoney(-minor, symbol)}` : formatMoney(minor, symbol);
}

/** The merchant's currency symbol: the balance answer's, else the site settings'. */
export function useCurrencySymbol(): string {
  const status = useSystemStatus();
  const balance = useBalance();
  return balance.data?.currencySymbol || status.info.settings.currencySymbol || '₱';
}
