/**
 * How the house pages write numbers, money and dates: through `Intl` in the page's language
 * (separators, digits, the currency's symbol and its place), with the spec's two decimals. The
 * server-rendered pages and the page scripts (src/client) share this file, so a number looks
 * the same before and after a script redraws it. Money stays integer minor units until Intl:
 * it is handed over as an exact decimal string (NumberFormat v3), never a float.
 */
import { currencyScale, toDecimalString } from '@wl/money/minor-units';

// Building a formatter costs far more than using one; history tables format many cells.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  const found = formatters.get(key) as F | undefined;
  if (found) return found;
  const made = make();
  formatters.set(key, made);
  return made;
}

const numberFormat = (tag: string, options: Intl.NumberFormatOptions) =>
  cached(`n|${tag}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options));

const dateFormat = (tag: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${tag}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options));

// Intl accepts exact decimal strings; TypeScript's lib still types the argument as a number.
function formatDecimal(format: Intl.NumberFormat, decimal: string): string {
  return format.format(decimal as unknown as number);
}

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** An amount in minor units with its currency: "₱1,234.50", "1.234,50 ₱" (vi), "PHP 1,234.50". */
export function formatMoney(minor: bigint, currency: string | null, tag: string): string {
  if (currency === null || !CURRENCY_CODE.test(currency)) return formatAmount(minor, tag);
  const scale = currencyScale(currency);
  const format = numberFormat(tag, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: scale,
    maximumFractionDigits: scale,
  });
  return formatDecimal(format, toDecimalString(minor, scale));
}

/** An amount without its currency, two decimals: "1,234.50", "1.234,50". */
export function formatAmount(minor: bigint, tag: string, scale = 2): string {
  const format = numberFormat(tag, { minimumFractionDigits: scale, maximumFractionDigits: scale });
  return formatDecimal(format, toDecimalString(minor, scale));
}

/** Decimal text (an RTP "96.52", odds "1.85") with its own fraction digits kept. */
export function formatDecimalText(text: string, tag: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const digits = text.split('.')[1]?.length ?? 0;
  const format = numberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return formatDecimal(format, text);
}

/** A count: "1,234". */
export function formatCount(value: number | bigint, tag: string): string {
  return numberFormat(tag, { maximumFractionDigits: 0 }).format(value);
}

// Rounds and draws show two-digit fields and a 24-hour clock, as the platform's records do;
// the order, separators, digits and calendar come from the language.
const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

function toDate(at: Date | string | number): Date | null {
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A round's or draw's moment: "11/29/2026, 09:05:07", "29/11/2569 09:05:07" (th). */
export function formatDateTime(at: Date | string | number, tag: string, timeZone?: string): string {
  const date = toDate(at);
  return date ? dateFormat(tag, { ...DATE, ...TIME, timeZone }).format(date) : '—';
}

/** A calendar day given as "2025-01-31" (a draw's business date): "01/31/2025", "31/01/2025". */
export function formatDay(isoDay: string, tag: string): string {
  const date = toDate(`${isoDay}T00:00:00Z`);
  return date ? dateFormat(tag, { ...DATE, timeZone: 'UTC' }).format(date) : isoDay;
}

/** The time of day only, for today's rounds: "09:05:07". */
export function formatTime(at: Date | string | number, tag: string, timeZone?: string): string {
  const date = toDate(at);
  return date ? dateFormat(tag, { ...TIME, timeZone }).format(date) : '—';
}
