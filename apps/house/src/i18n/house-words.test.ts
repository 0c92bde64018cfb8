import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BET_TYPES } from '@wl/contract/lottery/bet-types';
import { GAMES } from '../games/catalogue';
import { SYMBOL_COLORS } from '../games/slots/symbol-art';
import { TEAMS } from '../sports/teams';
import { EN } from './en';
import { WORD_SETS } from './house-words';

/** Every text of a word set by its dotted path: `page.balance`, `names.games.fair-dice`. */
function flatten(words: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(words)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value as object, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const english = flatten(EN);
const translations = Object.entries(WORD_SETS).filter(([code]) => code !== 'EN');

describe('the house word sets', () => {
  it.each(translations)('%s has every key English has, and no others', (_code, words) => {
    const keys = [...flatten(words).keys()];
    expect(keys.filter((k) => !english.has(k))).toEqual([]);
    expect([...english.keys()].filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('are the seven full sets of the platform', () => {
    expect(Object.keys(WORD_SETS).sort()).toEqual(['CN', 'EN', 'ID', 'TH', 'TW', 'TY', 'VI']);
  });

  // A translation may leave a placeholder out (Vietnamese names a province without its region),
  // never invent one: it would show as "{name}".
  it.each(Object.entries(WORD_SETS))('%s has no empty text and only English placeholders', (_c, words) => {
    for (const [key, text] of flatten(words)) {
      expect(text.trim(), key).not.toBe('');
      const known = placeholders(english.get(key) ?? '');
      expect(placeholders(text).filter((p) => !known.includes(p)), key).toEqual([]);
    }
  });
});

/*
 * Unused keys. The `names` and `rules` sections are keyed by data (game codes, slot symbols,
 * clubs, bet types, regions) and must match it exactly. The other sections' keys count as used
 * when the house source reads them as a property of the page's words (`t.spin`, `w.betNow`) or
 * names them in a string literal (`t('replay')`, an error code, a baccarat spot); a few are
 * built at run time and listed below.
 */
const SRC = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const DYNAMIC = [
  /^(lottery|sports)\.\w+Status$/, // t(`${status}Status`)
  /^sports\.sports\.\w+$/, // t(`sports.${reason}`): the book's refusal reasons
  /^names\.lotteries\.(central|south)$/, // names[game.region]
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'i18n' ? [] : sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
}

const source = sourceFiles(SRC).map((f) => readFileSync(f, 'utf8')).join('\n');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function isUsed(section: string, key: string): boolean {
  const k = escape(key);
  const asProperty = new RegExp(`\\b(t|w|dict|words|names|${section})\\.${k}\\b`);
  const asLiteral = new RegExp(`['"\`]${k}['"\`]`);
  return asProperty.test(source) || asLiteral.test(source);
}

describe('house words in use', () => {
  it('names every game, slot symbol, club and bet type, and nothing else', () => {
    expect(Object.keys(EN.names.games).sort()).toEqual(GAMES.map((g) => g.code).sort());
    // Card ranks read the same in every language: their tiles show the symbol itself.
    const ranks = /^[AKQJ]$/;
    const symbols = Object.keys(SYMBOL_COLORS).filter((s) => !ranks.test(s));
    expect(Object.keys(EN.names.symbols).sort()).toEqual(symbols.sort());
    expect(Object.keys(EN.names.teams).sort()).toEqual(TEAMS.map((t) => t.code).sort());
    expect(Object.keys(EN.rules.names).sort()).toEqual([...BET_TYPES].sort());
    expect(Object.keys(EN.rules.rules).sort()).toEqual([...BET_TYPES].sort());
  });

  it('has no page, lottery or sports word the source never reads', () => {
    const unused = (['page', 'lottery', 'sports'] as const).flatMap((section) =>
      Object.keys(EN[section])
        .filter((key) => !isUsed(section, key))
        .map((key) => `${section}.${key}`)
        .filter((full) => !DYNAMIC.some((re) => re.test(full))),
    );
    expect(unused).toEqual([]);
  });

  it('has no lottery name pattern the source never reads', () => {
    const unused = Object.keys(EN.names.lotteries)
      .filter((key) => !isUsed('lotteries', key))
      .filter((key) => !DYNAMIC.some((re) => re.test(`names.lotteries.${key}`)));
    expect(unused).toEqual([]);
  });
});
