/**
 * The 24 registration pattern texts of the spec (§5), implemented once for the popup and the
 * server. A merchant's field rule names a pattern id, length bounds and an optional extra
 * regular expression (`acceptedPattern`, where "*" means any text). The error shown is the
 * translation `reg_pattern_<id>` with `(min)` and `(max)` filled in (one number when equal).
 */
import type { RegisterFieldRule } from '../system/register-settings';

export const PATTERN_IDS = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
] as const;
export type PatternId = (typeof PATTERN_IDS)[number];

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const NAME_PART = "\\p{L}[\\p{L}\\p{M}'.-]*";
// Full-width Japanese: hiragana, katakana (not the half-width block U+FF66–FF9F), the
// prolonged-sound and iteration marks, and kanji.
const JAPANESE = /^[\u3041-\u3096\u309D\u309E\u30A1-\u30FA\u30FC-\u30FE\u3005\p{Script=Han}]+$/u;

/** One regular expression per pattern id; length bounds are checked separately. */
export const REGISTER_PATTERNS: Record<PatternId, RegExp> = {
  0: /^[\s\S]*$/,
  1: /^[A-Za-z][A-Za-z0-9]*$/,
  2: /^[A-Za-z\p{Script=Han}]+$/u,
  3: EMAIL,
  4: /^[A-Za-z0-9]+$/,
  // 5: the two kinds mixed (both present), ASCII only.
  5: /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/,
  6: /^[0-9]+$/,
  7: /^(?=.*[A-Z])[A-Za-z0-9]+$/,
  8: /^[A-Za-z ]+$/,
  9: /^\S+$/,
  10: /^[\p{Script=Han}\p{P}\p{S}]+$/u,
  11: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  12: /^[\p{L}\p{M} ]+$/u,
  13: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/,
  // 14: like 5 but letters of any script count (names of accounts in local alphabets).
  14: /^(?=.*\p{L})(?=.*\p{Nd})[\p{L}\p{M}\p{Nd}]+$/u,
  15: /^[\p{Script=Hangul}]+$/u,
  16: /^[\p{Script=Thai}]+$/u,
  17: /^[\p{Script=Thai}A-Za-z ]+$/u,
  18: /^(?=.*[A-Z])[A-Z ]+$/,
  // 19: printable ASCII without the space: letters, digits and symbols.
  19: /^[\x21-\x7E]+$/,
  20: /^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9\s])\S+$/,
  21: new RegExp(`^${NAME_PART}(?: ${NAME_PART})+$`, 'u'),
  22: JAPANESE,
  23: /^[A-Z]+$/,
};

/** English texts of the patterns; the locales carry the translations under the same keys. */
export const REGISTER_PATTERN_TEXTS_EN: Record<PatternId, string> = {
  0: '(min)-(max) characters',
  1: '(min)-(max) characters, starting with a letter, letters and digits only',
  2: '(min)-(max) characters, letters and Chinese characters only',
  3: 'Please enter a valid e-mail address of (min)-(max) characters',
  4: '(min)-(max) letters and digits, no Chinese characters',
  5: '(min)-(max) characters combining letters and digits',
  6: '(min)-(max) digits only',
  7: '(min)-(max) letters and digits with at least one capital letter',
  8: '(min)-(max) English letters and spaces only',
  9: '(min)-(max) characters, no spaces',
  10: '(min)-(max) Chinese characters and symbols only',
  11: 'Date in the format yyyy-MM-dd',
  12: '(min)-(max) letters and spaces only',
  13: 'Date in the format MM-dd-yyyy',
  14: '(min)-(max) characters, both letters and digits required',
  15: '(min)-(max) Korean characters only',
  16: '(min)-(max) Thai characters only',
  17: '(min)-(max) Thai or English letters and spaces only',
  18: '(min)-(max) upper-case letters and spaces, at least one letter',
  19: '(min)-(max) letters, digits and symbols',
  20: '(min)-(max) characters with at least one upper-case letter, one lower-case letter, one digit and one special character',
  21: 'Full name: first and last name separated by a space, (min)-(max) characters',
  22: '(min)-(max) full-width Japanese kana or kanji, no spaces',
  23: '(min)-(max) upper-case English letters only, no spaces',
};

export function isPatternId(id: number): id is PatternId {
  return Number.isInteger(id) && id >= 0 && id <= 23;
}

/** Fills `(min)` and `(max)`; when they are equal "(min)-(max)" becomes that one number. */
export function fillPatternText(text: string, min: number, max: number): string {
  const joined = min === max ? String(min) : `${min}-${max}`;
  return text
    .replaceAll('(min)-(max)', joined)
    .replaceAll('(min)', String(min))
    .replaceAll('(max)', String(max));
}

/** The text of `patternId` for a rule, in English (the popup uses its locale instead). */
export function patternMessage(
  rule: Pick<RegisterFieldRule, 'patternId' | 'minLength' | 'maxLength'>,
) {
  const id = isPatternId(rule.patternId) ? rule.patternId : 0;
  return fillPatternText(REGISTER_PATTERN_TEXTS_EN[id], rule.minLength, rule.maxLength);
}

/** Dates of patterns 11 and 13 must also exist on the calendar (no 2023-02-30). */
function isRealDate(id: PatternId, value: string): boolean {
  if (id !== 11 && id !== 13) return true;
  const [a, b, c] = value.split('-').map(Number) as [number, number, number];
  const [year, month, day] = id === 11 ? [a, b, c] : [c, a, b];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

export function matchesPattern(id: PatternId, value: string): boolean {
  return REGISTER_PATTERNS[id].test(value) && isRealDate(id, value);
}
