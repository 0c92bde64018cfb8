/**
 * An amount the server sent as a decimal string, shown with a currency symbol: the merchant's
 * symbol when the amount is in the merchant's currency, else the currency code. Text that is
 * not an amount shows as a dash rather than a wrong number.
 */
import { currencyScale, formatMoney, parseMinor } from '@wl/money/minor-units';

export function formatAmount(
  amount: string,
  currency: { code: string; symbol: string },
  amountCurrency: string = currency.code,
): string {
  const scale = currencyScale(amountCurrency);
  const minor = parseMinor(amount, scale);
  if (minor === null) return '—';
  const symbol = amountCurrency === currency.code ? currency.symbol : `${amountCurrency} `;
  return minor < 0n ? `-${formatMoney(-minor, symbol, scale)}` : formatMoney(minor, symbol, scale);
}
