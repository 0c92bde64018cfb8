/**
 * Amounts on the record and wallet pages: the API sends two-decimal strings; they are turned
 * into minor units (bigint) and shown through the site's formatter (i18n/format), never
 * through a float.
 */
import { useBalance } from '../../api/member/balance';
import { useSystemStatus } from '../../api/system/get-status';
import { formatMoneyText } from '../../i18n/format';

/** "₱1,234.50", "-₱20.00" in the language on screen; text that is not an amount shows as a dash. */
export function showMoney(amount: string, symbol: string): string {
  return formatMoneyText(amount, { symbol });
}

/** The merchant's currency symbol: the balance answer's, else the site settings'. */
export function useCurrencySymbol(): string {
  const status = useSystemStatus();
  const balance = useBalance();
  return balance.data?.currencySymbol || status.info.settings.currencySymbol || '₱';
}
