/**
 * `npm run i18n:missing`: lists, per translation file, the keys it lacks compared with English
 * (plural forms by the language's own rules) and the keys it has that English does not.
 * Full sets must lack nothing; the other languages of the menu must carry the partial subset
 * (shell, login, registration, wallet, lobbies) and fall back to English for the rest, so
 * their other missing keys are only counted unless `--all` is given.
 * Exits 1 when a full set lacks a key, a partial set lacks a subset key, or a file has an
 * extra one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageCode } from '@wl/contract/common/headers';
import {
  compareKeys,
  expectedKeys,
  flatten,
  partialSetKeys,
  type Messages,
} from '../apps/web/src/i18n/key-check';
import { LANGUAGE_INFO, TRANSLATED_LANGUAGES } from '../apps/web/src/i18n/languages';

const dir = join(import.meta.dirname, '../apps/web/src/i18n/locales');
const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Messages;
const english = read('en.json');
const showAll = process.argv.includes('--all');
const full = new Set<string>(TRANSLATED_LANGUAGES);
let failed = false;

for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json') && f !== 'en.json')
  .sort()) {
  const code = file.replace('.json', '').toUpperCase() as LanguageCode;
  const info = LANGUAGE_INFO[code];
  if (!info) {
    console.log(`${file}: not a language of the menu`);
    failed = true;
    continue;
  }
  const { missing, extra } = compareKeys(english, read(file), info.tag);
  const isFull = full.has(code);
  const required = isFull
    ? new Set(missing)
    : expectedKeys(partialSetKeys(flatten(english).keys()), info.tag);
  const lacking = missing.filter((key) => required.has(key));
  const kind = isFull ? 'full set' : 'partial (the rest falls back to English)';
  console.log(
    `${file} (${kind}): ${lacking.length} required missing, ${missing.length} missing in all, ${extra.length} extra`,
  );
  for (const key of showAll ? missing : lacking) console.log(`  missing ${key}`);
  for (const key of extra) console.log(`  extra   ${key}`);
  if (lacking.length > 0 || extra.length > 0) failed = true;
}
process.exit(failed ? 1 : 0);
