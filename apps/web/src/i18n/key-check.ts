/**
 * Checks of translation files against the English one, shared by the locale test and the
 * `npm run i18n:missing` report. Plural forms follow each language's own rules
 * (Intl.PluralRules): English has `_one` and `_other`, Chinese, Thai, Vietnamese and
 * Indonesian only `_other`, so a key's expected forms depend on the language.
 */
export type Messages = { [key: string]: string | Messages };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every text of a file by its dotted key. */
export function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(messages)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [deep, text] of flatten(v, key)) out.set(deep, text);
  }
  return out;
}

/** The key without its plural suffix (`lottery.seconds_one` → `lottery.seconds`). */
export function pluralBase(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

/** The keys a language must have, given English's keys and the language's BCP 47 tag. */
export function expectedKeys(englishKeys: Iterable<string>, tag: string): Set<string> {
  const forms = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  const out = new Set<string>();
  for (const key of englishKeys) {
    if (PLURAL_SUFFIX.test(key)) for (const form of forms) out.add(`${pluralBase(key)}_${form}`);
    else out.add(key);
  }
  return out;
}

export interface KeyReport {
  missing: string[];
  extra: string[];
}

/** Which keys a translation lacks or has beyond English's (plural-aware). */
export function compareKeys(english: Messages, other: Messages, tag: string): KeyReport {
  const expected = expectedKeys(flatten(english).keys(), tag);
  const present = new Set(flatten(other).keys());
  return {
    missing: [...expected].filter((k) => !present.has(k)).sort(),
    extra: [...present].filter((k) => !expected.has(k)).sort(),
  };
}

/** The placeholders of a text: `{{name}}` interpolations and the `(min)`/`(max)` bounds. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|\((min|max)\)/g)]
    .map((m) => m[1] ?? m[2] ?? '')
    .sort();
}

/** The English text a translated key stands for (a plural form maps to English's `_other`). */
export function englishTextFor(englishFlat: Map<string, string>, key: string): string | undefined {
  return englishFlat.get(key) ?? englishFlat.get(`${pluralBase(key)}_other`);
}

/**
 * What every partial file (the menu's languages beyond the full sets) must translate: the
 * site shell, login and registration, the account menu, the wallet's deposit, withdrawal and
 * transfer screens, and the lobbies. Key prefixes; a prefix ending in `.` covers a section.
 */
export const PARTIAL_SET_PREFIXES = [
  'common.',
  'weekday.',
  'header.',
  'nav.',
  'banner.',
  'notice.',
  'side.',
  'footer.',
  'page.',
  'pages.',
  'notFound.',
  'lobby.',
  'home.',
  'auth.',
  'form.',
  'account.',
  'memberCentre.',
  'pager.',
  'wallet.empty',
  'wallet.amountLabel',
  'wallet.orderNo',
  'wallet.statusLabel',
  'wallet.amount.',
  'wallet.password.',
  'wallet.deposit.',
  'wallet.withdraw.',
  'wallet.transfer.',
];

/** The English keys a partial file must carry. */
export function partialSetKeys(englishKeys: Iterable<string>): string[] {
  return [...englishKeys].filter((key) =>
    PARTIAL_SET_PREFIXES.some((prefix) =>
      prefix.endsWith('.') ? key.startsWith(prefix) : key === prefix,
    ),
  );
}
