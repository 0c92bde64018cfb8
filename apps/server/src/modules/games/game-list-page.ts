import type { Merchant } from '../merchants/merchant';
import type { GameFilter, ListedGame } from './games-store';
import { clampPage, toGameItem } from './game-view';
import { findGames } from './list-games';

/**
 * The game list's reply written as JSON text without building the page's objects or running the
 * response schema's encoder (issue 14): a search players type rarely repeats, so most calls miss
 * the kept replies and used to spend their CPU making and encoding 15 objects. Each game's item
 * is written once per merchant settings and language (`JSON.stringify` of `toGameItem`, whose
 * keys are in the schema's order and whose values the schema passes unchanged) and pages join
 * those texts. The catalogue rows were checked when loaded; list-games.test.ts parses replies
 * with the schema and game-list-page.test.ts checks the bytes equal the schema encoder's.
 */

/** Item texts per merchant object (a settings change brings a new one) → language → game. */
const itemTexts = new WeakMap<Merchant, Map<string, WeakMap<ListedGame, string>>>();

function itemTextsOf(merchant: Merchant, language: string): WeakMap<ListedGame, string> {
  let byLanguage = itemTexts.get(merchant);
  if (!byLanguage) itemTexts.set(merchant, (byLanguage = new Map()));
  let texts = byLanguage.get(language);
  if (!texts) byLanguage.set(language, (texts = new WeakMap()));
  return texts;
}

/**
 * One page of a lobby with every given filter applied, as the success envelope's UTF-8 bytes,
 * over the merchant's listed games in lobby order (the kept catalogue, ADR 0048). A page past the
 * end is clamped to the last page (the pager clamps too); an empty result answers page 1 of 0.
 */
export function gameListPage(options: {
  games: readonly ListedGame[];
  merchant: Merchant;
  language: string;
  filter: GameFilter;
  pageNo: number;
  pageSize: number;
}): Buffer {
  const { merchant, language } = options;
  const found = findGames(options.games, options.filter);
  const page = clampPage(found.length, options.pageNo, options.pageSize);
  const texts = itemTextsOf(merchant, language);
  const items: string[] = [];
  for (const game of found.slice(page.offset, page.offset + page.limit)) {
    let text = texts.get(game);
    if (text === undefined) {
      text = JSON.stringify(toGameItem(game, language, merchant));
      texts.set(game, text);
    }
    items.push(text);
  }
  return Buffer.from(
    `{"success":true,"message":"","value":{"totalPages":${page.totalPages},` +
      `"pageNum":${page.pageNum},"total":${found.length},"games":[${items.join(',')}]}}`,
  );
}
