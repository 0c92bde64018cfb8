/**
 * An amount the server sent as a decimal string, shown with a currency symbol: the merchant's
 * symbol when the amount is in the merchant's currency, else the currency code. Text that is
 * not an amount shows as a dash rather than a wrong number. Digits and separators follow the
 * language on screen (i18n/format).
 */
import { formatMoneyText } from '../i18n/format';

export function formatAmount(
  amount: string,
  currency: { code: string; symbol: string },
  amountCurrency: string = currency.code,
): string {
  return formatMoneyText(
    amount,
    amountCurrency === currency.code ? { symbol: currency.symbol } : { code: amountCurrency },
  );
}
