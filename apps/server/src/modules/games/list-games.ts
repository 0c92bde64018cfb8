import { parseMinor } from '@wl/money/minor-units';
import type { ListGamesQuery } from '@wl/contract/games/list-games';
import { AppError } from '../../http/app-error';
import type { Merchant } from '../merchants/merchant';
import type { GameFilter, ListedGame } from './games-store';

type Query = Omit<ListGamesQuery, 'pageNo' | 'pageSize'> & { pageNo: number; pageSize: number };

/** The list filter of a query; a minimum bet that is not a positive amount is refused. */
export function gameListFilter(merchant: Merchant, query: Query): GameFilter {
  const filter: GameFilter = { merchantId: merchant.id };
  if (query.gameType) filter.gameType = query.gameType;
  if (query.vassalage) filter.vendorCode = query.vassalage;
  if (query.gameClassify) filter.classify = query.gameClassify;
  const name = query.gameName?.trim().toLowerCase();
  if (name) filter.nameContains = name;
  if (query.minBet !== undefined) {
    const minor = parseMinor(query.minBet);
    if (minor === null || minor <= 0n) throw new AppError('request_param_err');
    filter.maxMinBetMinor = minor;
  }
  return filter;
}

/** What a reply depends on besides the merchant's catalogue (the key of a kept reply). */
export function gameListKey(
  language: string,
  filter: GameFilter,
  pageNo: number,
  pageSize: number,
) {
  return JSON.stringify([
    language,
    pageNo,
    pageSize,
    filter.gameType ?? null,
    filter.vendorCode ?? null,
    filter.classify ?? null,
    filter.nameContains ?? null,
    filter.maxMinBetMinor?.toString() ?? null,
    filter.hotOnly ?? false,
  ]);
}

/** What the catalogue query's WHERE says (games-store.ts `gameListStatements`), in memory. */
export function matchesFilter(game: ListedGame, filter: GameFilter): boolean {
  return (
    (filter.gameType === undefined || game.gameType === filter.gameType) &&
    (filter.vendorCode === undefined || game.vendorCode === filter.vendorCode) &&
    (filter.classify === undefined || game.classify === filter.classify) &&
    (filter.nameContains === undefined || game.searchName.includes(filter.nameContains)) &&
    (filter.maxMinBetMinor === undefined || game.minBetMinor <= filter.maxMinBetMinor) &&
    (!filter.hotOnly || game.isHot)
  );
}

/** Each catalogue's name index, built on its first name search (the array is the catalogue's). */
const nameIndexes = new WeakMap<readonly ListedGame[], Map<string, number[]>>();

/** Every two-character piece of the lower-cased names → the positions of the games having it. */
function nameIndexOf(games: readonly ListedGame[]): Map<string, number[]> {
  let index = nameIndexes.get(games);
  if (index) return index;
  index = new Map();
  for (const [position, game] of games.entries()) {
    const name = game.searchName;
    const seen = new Set<string>();
    for (let k = 0; k + 1 < name.length; k++) {
      const pair = name.slice(k, k + 2);
      if (seen.has(pair)) continue;
      seen.add(pair);
      const list = index.get(pair);
      if (list) list.push(position);
      else index.set(pair, [position]);
    }
  }
  nameIndexes.set(games, index);
  return index;
}

/**
 * The listed games a filter keeps, in lobby order. A name of two characters or more is looked
 * up through the catalogue's index of two-character pieces: only the games holding its rarest
 * piece are checked (a name found in a game holds all its pieces), instead of every game. A
 * two-character name is its only piece, so the games holding it are exactly the games whose
 * names contain it and only the other filters are checked (the search as players start typing).
 */
export function findGames(games: readonly ListedGame[], filter: GameFilter): ListedGame[] {
  const name = filter.nameContains;
  if (name === undefined || name.length < 2) return games.filter((g) => matchesFilter(g, filter));
  const index = nameIndexOf(games);
  let rarest: number[] | undefined;
  for (let k = 0; k + 1 < name.length; k++) {
    const list = index.get(name.slice(k, k + 2));
    if (!list) return [];
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  const check: GameFilter = { ...filter };
  if (name.length === 2) delete check.nameContains;
  const found: ListedGame[] = [];
  for (const position of rarest ?? []) {
    const game = games[position]!;
    if (matchesFilter(game, check)) found.push(game);
  }
  return found;
}
