/**
 * The one place the player site turns numbers, money and dates into text (ADR 0032). Everything
 * goes through `Intl` in the language on screen, so separators, digit shapes, the sign's and the
 * symbol's place and weekday names follow the reader's language, while money keeps the spec's
 * two decimals and the merchant's own currency symbol (Intl does not know "₱" belongs to the
 * merchant, so the currency part Intl produces is swapped for it).
 *
 * Money is never a float here: amounts arrive as decimal text or bigint minor units and are
 * handed to Intl as exact decimal strings.
 */
import { currencyScale, parseMinor, toDecimalString } from '@wl/money/minor-units';
import { displayedLanguage, i18n } from './i18n';
import { FALLBACK_LANGUAGE, LANGUAGE_INFO } from './languages';

/** The BCP 47 tag of the language on screen (English before i18next has started). */
export function localeTag(language: string = i18n.language ?? FALLBACK_LANGUAGE): string {
  return LANGUAGE_INFO[displayedLanguage(language.toUpperCase())].tag;
}

// Building a formatter costs far more than using one; tables format hundreds of cells.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${tag}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(tag, options)));
  return format;
}

function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${tag}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(tag, options)));
  return format;
}

// Intl accepts exact decimal strings (ES2023 NumberFormat v3); TypeScript's lib lags behind.
type DecimalText = `${number}` | string;
function formatDecimal(format: Intl.NumberFormat, text: DecimalText): Intl.NumberFormatPart[] {
  return format.formatToParts(text as unknown as number);
}

/** Who the amount belongs to: the merchant's symbol, or another currency named by its code. */
export type MoneyLabel = { symbol: string } | { code: string };

/** Minor units as money in the language on screen: "₱1,234.50", "-₱3.20", "1.234,50 ₱" (vi). */
export function formatMinorMoney(
  minor: bigint,
  label: MoneyLabel,
  scale = 2,
  tag: string = localeTag(),
): string {
  const byCode = 'code' in label;
  const format = numberFormat(tag, {
    style: 'currency',
    // Any real currency gives the symbol's place; its own symbol is replaced below.
    currency: byCode ? label.code : 'USD',
    currencyDisplay: byCode ? 'code' : 'narrowSymbol',
    minimumFractionDigits: scale,
    maximumFractionDigits: scale,
  });
  const parts = formatDecimal(format, toDecimalString(minor, scale));
  return parts
    .map((part) => (part.type === 'currency' && !byCode ? label.symbol : part.value))
    .join('');
}

/** Decimal text from the API as money; text that is not an amount shows as a dash. */
export function formatMoneyText(
  amount: string,
  label: MoneyLabel,
  tag: string = localeTag(),
): string {
  const scale = currencyScale('code' in label ? label.code : '');
  const minor = parseMinor(amount, scale);
  return minor === null ? '—' : formatMinorMoney(minor, label, scale, tag);
}

/** An amount without a currency, with the spec's two decimals: "12,345,678.00". */
export function formatMinorNumber(minor: bigint, scale = 2, tag: string = localeTag()): string {
  const format = numberFormat(tag, {
    minimumFractionDigits: scale,
    maximumFractionDigits: scale,
  });
  return formatDecimal(format, toDecimalString(minor, scale))
    .map((part) => part.value)
    .join('');
}

/** A count or other plain number: "1,234". */
export function formatCount(value: number | bigint, tag: string = localeTag()): string {
  return numberFormat(tag, { maximumFractionDigits: 0 }).format(value);
}

/** A calendar date: "Mar 5, 2025", "2025年3月5日". */
export function formatDate(ms: number, tag: string = localeTag()): string {
  return dateFormat(tag, { dateStyle: 'medium' }).format(ms);
}

/** A date and hour:minute: "Mar 5, 2025, 7:08 AM". */
export function formatDateTime(ms: number, tag: string = localeTag()): string {
  return dateFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/** The compact form of tables: "3/5/25, 7:08 AM". */
export function formatShortDateTime(ms: number, tag: string = localeTag()): string {
  return dateFormat(tag, { dateStyle: 'short', timeStyle: 'short' }).format(ms);
}

// Records and the clock show every field with two digits and a 24-hour clock, as the original
// product does; only the order, separators and digits come from the language.
const NUMERIC_DATE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
};
const NUMERIC_TIME: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/** A record's moment to the second: "03/05/2025, 07:08:09", "2025/03/05 07:08:09". */
export function formatRecordTime(ms: number, tag: string = localeTag()): string {
  return dateFormat(tag, { ...NUMERIC_DATE, ...NUMERIC_TIME }).format(ms);
}

/** The header clock's parts: the date, the weekday's name and the time, all in the language. */
export interface ClockParts {
  date: string;
  weekday: string;
  time: string;
}

export function formatClock(at: Date, tag: string = localeTag()): ClockParts {
  return {
    date: dateFormat(tag, NUMERIC_DATE).format(at),
    weekday: dateFormat(tag, { weekday: 'long' }).format(at),
    time: dateFormat(tag, NUMERIC_TIME).format(at),
  };
}

/**
 * Builds the clock's formatters ahead of the first render: the first date formatter loads the
 * language's calendar data, tens of milliseconds on a phone, better spent while the translations
 * download than inside the render of the first screen.
 */
export function prepareClockFormats(tag: string): void {
  formatClock(new Date(), tag);
}
