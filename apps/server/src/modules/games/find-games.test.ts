import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListedGame } from './games-store';
import { findGames, matchesFilter } from './list-games';

/** Names from a small alphabet (Latin, CJK, a surrogate pair, space) so pieces repeat often. */
const letters = ['a', 'b', 'c', 'd', ' ', '龍', '虎', '😀', '-'];
const text = (max: number) =>
  fc.array(fc.constantFrom(...letters), { maxLength: max }).map((cs) => cs.join(''));

const game = (searchName: string, i: number, gameType: 'RNG' | 'LIVE') =>
  ({
    id: BigInt(i),
    gameType,
    vendorCode: 'V',
    classify: 'SM',
    minBetMinor: 100n,
    isHot: false,
    searchName,
  }) as ListedGame;

describe('findGames (the name index, ADR 0048)', () => {
  it('keeps exactly the games, in order, that a scan with the filter keeps', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(text(12), fc.constantFrom('RNG', 'LIVE') as fc.Arbitrary<'RNG' | 'LIVE'>),
          { maxLength: 40 },
        ),
        text(4),
        fc.option(fc.constantFrom('RNG', 'LIVE') as fc.Arbitrary<'RNG' | 'LIVE'>, {
          nil: undefined,
        }),
        (rows, name, gameType) => {
          const games = rows.map(([n, t], i) => game(n, i, t));
          const filter = {
            merchantId: 1n,
            ...(name ? { nameContains: name } : {}),
            ...(gameType ? { gameType } : {}),
          };
          expect(findGames(games, filter)).toEqual(games.filter((g) => matchesFilter(g, filter)));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('answers a name none of the games hold with nothing', () => {
    const games = [game('jade dragon', 1, 'RNG'), game('翡翠龍', 2, 'RNG')];
    expect(findGames(games, { merchantId: 1n, nameContains: 'tiger' })).toEqual([]);
    expect(findGames(games, { merchantId: 1n, nameContains: '翠龍' })).toEqual([games[1]]);
    expect(findGames(games, { merchantId: 1n, nameContains: 'dragon' })).toEqual([games[0]]);
  });
});
