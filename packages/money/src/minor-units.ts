/**
 * Integer money. Amounts live as bigint minor units everywhere but the API edge and the UI;
 * this file is the only place that turns them into decimal text and back.
 */

/** Digits after the decimal point per currency; every currency we serve today uses 2. */
const SCALE_BY_CURRENCY: Record<string, number> = { PHP: 2, USD: 2, VND: 2, CNY: 2, THB: 2 };
const DEFAULT_SCALE = 2;

export function currencyScale(currency: string): number {
  return SCALE_BY_CURRENCY[currency] ?? DEFAULT_SCALE;
}

const DECIMAL = /^(-)?(\d{1,18})(?:\.(\d+))?$/;

/**
 * Parses a decimal amount ("12.5", "1000", 12.5) into minor units. Refuses more fraction digits
 * than the currency has, exponents and anything that is not a plain decimal, so a float's
 * rounding error can never become money. Returns null when the text is not an amount.
 */
export function parseMinor(amount: string | number, scale = DEFAULT_SCALE): bigint | null {
  const text = typeof amount === 'number' ? numberToPlainText(amount) : amount.trim();
  if (text === null) return null;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > scale) {
    // Trailing zeros beyond the scale are harmless ("1.500" is 1.50); anything else is not.
    if (!/^0*$/.test(fraction.slice(scale))) return null;
  }
  const padded = (fraction + '0'.repeat(scale)).slice(0, scale);
  const minor = BigInt(whole) * 10n ** BigInt(scale) + BigInt(padded || '0');
  return sign ? -minor : minor;
}

function numberToPlainText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  return /e/i.test(text) ? null : text;
}

/** Minor units to a plain decimal string with exactly `scale` fraction digits: 123456n → "1234.56". */
export function toDecimalString(minor: bigint, scale = DEFAULT_SCALE): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const base = 10n ** BigInt(scale);
  const whole = abs / base;
  const fraction = (abs % base).toString().padStart(scale, '0');
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** Minor units for display: two decimals with thousands separators, e.g. "1,234,567.89". */
export function formatMinor(minor: bigint, scale = DEFAULT_SCALE): string {
  const [whole = '0', fraction] = toDecimalString(minor, scale).split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Display with a currency symbol; the spec's default symbol is the peso sign. */
export function formatMoney(minor: bigint, currencySymbol = '₱', scale = DEFAULT_SCALE): string {
  return `${currencySymbol}${formatMinor(minor, scale)}`;
}
