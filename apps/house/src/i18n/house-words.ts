/**
 * The seven full word sets of the house games' pages, by the platform's language codes. Other
 * languages of the platform's menu read English (page-language.ts chooses the set).
 */
import { CN } from './cn';
import { EN, type HouseWords } from './en';
import { ID } from './id';
import { TH } from './th';
import { TW } from './tw';
import { TY } from './ty';
import { VI } from './vi';

export type { HouseWords } from './en';

export const WORD_SETS = { EN, TW, CN, ID, TH, TY, VI } as const satisfies Record<string, HouseWords>;
export type WordsLanguage = keyof typeof WORD_SETS;

export function houseWords(language: WordsLanguage): HouseWords {
  return WORD_SETS[language];
}

/** `{name}` placeholders filled from `values`; an unknown name stays as written. */
export function fillWords(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);
}

/** A name in every word set, e.g. a game's names for the platform's catalogue. */
export function namesIn(pick: (words: HouseWords) => string): Record<WordsLanguage, string> {
  const entries = Object.entries(WORD_SETS).map(([code, words]) => [code, pick(words)]);
  return Object.fromEntries(entries) as Record<WordsLanguage, string>;
}

/** The words every game page has; lottery and sports pages add their own section to them. */
export type PageWords = HouseWords['page'];
export type LotteryWords = HouseWords['lottery'];
export type SportsWords = HouseWords['sports'];
