import { describe, expect, it } from 'vitest';
import { listGamesValue } from '@wl/contract/games/list-games';
import { serializeEnvelope } from '../../http/json-reply';
import type { Merchant } from '../merchants/merchant';
import type { ListedGame } from './games-store';
import { gameListPage } from './game-list-page';
import { toGameItem } from './game-view';

const game = (i: number, names: Record<string, string>): ListedGame => ({
  id: BigInt(i),
  merchantId: 1n,
  vendorId: 2n,
  vendorCode: i % 2 ? 'HOUSE' : 'PG',
  vendorName: 'Vendor "quoted"',
  gameType: 'RNG',
  nodeId: String(1000 + i),
  gameCode: `game-${i}`,
  houseGameCode: i % 3 ? null : 'fair-dice',
  names,
  classify: 'SM',
  minBetMinor: BigInt(i * 5),
  lines: 20,
  artworkKey: `art-${i}`,
  isHot: i % 2 === 0,
  isNew: i % 5 === 0,
  enabled: true,
  walletMode: 'seamless',
  launchMode: i % 3 ? 'live' : 'house_demo',
  vendorEnabled: true,
  searchName: Object.values(names).join(' ').toLowerCase(),
});

const games = Array.from({ length: 40 }, (_, i) =>
  game(i, i % 4 ? { EN: `Dragon \\ ${i}`, TW: `翡翠龍 ${i}` } : { EN: `Tiger 😀 ${i}` }),
);
const merchant = (imageCDNs?: string[]) =>
  ({ id: 1n, statusConfig: imageCDNs ? { imageCDNs } : {} }) as unknown as Merchant;
const encode = serializeEnvelope(listGamesValue);

/** The reply as the route's schema encoder writes it from the page's objects. */
function bySchema(m: Merchant, language: string, found: ListedGame[], pageNum: number) {
  const totalPages = Math.ceil(found.length / 15);
  const games = found.slice((pageNum - 1) * 15, pageNum * 15);
  return encode({
    totalPages,
    pageNum,
    total: found.length,
    games: games.map((g) => toGameItem(g, language, m)),
  });
}

describe('gameListPage', () => {
  it('writes the very bytes the schema encoder writes, in every language and page', () => {
    const m = merchant(['https://a.example.com', 'https://b.example.com']);
    for (const language of ['EN', 'TW', 'VN']) {
      for (const pageNo of [1, 2, 3, 9]) {
        const page = gameListPage({
          games,
          merchant: m,
          language,
          filter: { merchantId: 1n },
          pageNo,
          pageSize: 15,
        });
        expect(page.toString()).toBe(bySchema(m, language, games, Math.min(pageNo, 3)));
      }
    }
  });

  it('filters, and answers an empty search as page 1 of 0', () => {
    const m = merchant();
    const dragons = games.filter((g) => g.searchName.includes('dragon'));
    const args = { games, merchant: m, language: 'EN', pageNo: 2, pageSize: 15 };
    const found = gameListPage({ ...args, filter: { merchantId: 1n, nameContains: 'dragon' } });
    expect(found.toString()).toBe(bySchema(m, 'EN', dragons, 2));
    const none = gameListPage({ ...args, filter: { merchantId: 1n, nameContains: 'zz' } });
    expect(JSON.parse(none.toString()).value).toEqual({
      totalPages: 0,
      pageNum: 1,
      total: 0,
      games: [],
    });
  });

  it('writes the icons afresh for a merchant whose settings changed', () => {
    const args = { games, language: 'EN', filter: { merchantId: 1n }, pageNo: 1, pageSize: 15 };
    const before = gameListPage({ ...args, merchant: merchant() }).toString();
    const after = gameListPage({ ...args, merchant: merchant(['https://cdn.example.com']) });
    expect(before).toContain('"iconUrl":"/static/games/art-0.png"');
    expect(after.toString()).toContain(
      '"iconUrl":"https://cdn.example.com/static/games/art-0.png"',
    );
  });
});
