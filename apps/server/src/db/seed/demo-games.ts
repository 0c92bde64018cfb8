import type { Sql } from '../db';
import type { SeedPart } from './seed';
import { DEMO_MERCHANT_CODE } from './demo-merchant';
import { DEMO_VENDORS, HOUSE_LISTED_VENDORS, type DemoVendor } from './demo-games-vendors';
import { generateGames, type GeneratedGame } from './demo-games-names';

/**
 * The demo game catalogue: the vendors of demo-games-vendors.ts, the house's real games,
 * ~3,000 generated games (one multi-row INSERT per vendor) and PVP rooms. Idempotent: rows
 * are upserted by (merchant, vendor, type) and (vendor, game code).
 */

/** apps/house/src/games/catalogue.ts: the house vendor's games (codes are what it launches). */
const HOUSE_GAMES: Record<'RNG' | 'LIVE', GeneratedGame[]> = {
  RNG: [
    {
      gameCode: 'lucky-sevens',
      names: { EN: 'Lucky Sevens', TW: '幸運七' },
      classify: 'SM',
      minBetMinor: 10n,
      lines: 10,
    },
    {
      gameCode: 'jade-dragon',
      names: { EN: 'Jade Dragon', TW: '翡翠龍' },
      classify: 'SM',
      minBetMinor: 20n,
      lines: 20,
    },
    {
      gameCode: 'fair-dice',
      names: { EN: 'Provably Fair Dice', TW: '公平骰子' },
      classify: 'AC',
      minBetMinor: 10n,
      lines: 0,
    },
    {
      gameCode: 'fair-crash',
      names: { EN: 'Crash', TW: '飆升' },
      classify: 'AC',
      minBetMinor: 10n,
      lines: 0,
    },
  ],
  LIVE: [
    {
      gameCode: 'live-baccarat',
      names: { EN: 'Baccarat A', TW: '百家樂 A' },
      classify: 'BAC',
      minBetMinor: 100n,
      lines: 0,
    },
  ],
};

/** The house game a demo vendor's game opens in its place, when one of the same kind exists. */
function houseStandIn(vendor: DemoVendor, game: GeneratedGame, index: number): string | null {
  if (vendor.launch !== 'house_demo') return null;
  if (game.classify === 'SM') return index % 2 === 0 ? 'lucky-sevens' : 'jade-dragon';
  if (game.classify === 'AC') return index % 2 === 0 ? 'fair-dice' : 'fair-crash';
  if (game.classify === 'BAC') return 'live-baccarat';
  return null;
}

async function upsertVendor(db: Sql, merchantId: bigint, v: DemoVendor, sort: number) {
  const r = await db.query<{ id: bigint }>(
    `INSERT INTO game_vendors (merchant_id, vendor_code, game_type, display_name, account_type_id,
       is_hot, entry_kind, wallet_mode, launch_mode, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (merchant_id, vendor_code, game_type) DO UPDATE SET
       display_name = excluded.display_name, account_type_id = excluded.account_type_id,
       is_hot = excluded.is_hot, entry_kind = excluded.entry_kind,
       wallet_mode = excluded.wallet_mode, launch_mode = excluded.launch_mode, sort = excluded.sort
     RETURNING id`,
    [
      merchantId,
      v.code,
      v.gameType,
      v.name,
      v.accountTypeId,
      v.hot ?? false,
      v.entry,
      v.wallet,
      v.launch,
      sort,
    ],
  );
  const id = r.rows[0]?.id;
  if (id === undefined) throw new Error(`vendor ${v.code} not saved`);
  return id;
}

/** Node ids: 1 000 000 + vendor position × 10 000 + game position — stable across installs. */
async function upsertGames(
  db: Sql,
  merchantId: bigint,
  vendorId: bigint,
  v: DemoVendor,
  position: number,
) {
  const games = HOUSE_LISTED_VENDORS.includes(v.code)
    ? HOUSE_GAMES[v.gameType as 'RNG' | 'LIVE']
    : generateGames(v);
  const slug = v.code.toLowerCase().replace(/_/g, '-');
  const columns = {
    nodeIds: games.map((_, i) => String(1_000_000 + position * 10_000 + i + 1)),
    codes: games.map((g) => g.gameCode),
    standIns: games.map((g, i) => houseStandIn(v, g, i)),
    names: games.map((g) => JSON.stringify(g.names)),
    search: games.map((g) => `${g.names.EN} ${g.names.TW}`.toLowerCase()),
    classify: games.map((g) => g.classify),
    minBets: games.map((g) => g.minBetMinor.toString()),
    lines: games.map((g) => g.lines),
    artwork: games.map((g) => `${slug}-${g.gameCode}`.slice(0, 80)),
    hot: games.map((_, i) => v.code === 'HOUSE' || i % 17 === 3),
    fresh: games.map((_, i) => i % 23 === 5),
  };
  await db.query(
    `INSERT INTO games (merchant_id, vendor_id, vendor_code, game_type, node_id, game_code,
       house_game_code, names, search_name, classify, min_bet_minor, lines, artwork_key,
       is_hot, is_new, sort)
     SELECT $1, $2, $3, $4, t.node_id, t.code, t.stand_in, t.names::jsonb, t.search, t.classify,
            t.min_bet::bigint, t.lines, t.artwork, t.hot, t.fresh, t.ord::int
       FROM unnest($5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[],
                   $11::text[], $12::int[], $13::text[], $14::boolean[], $15::boolean[])
            WITH ORDINALITY AS t(node_id, code, stand_in, names, search, classify, min_bet, lines,
                                 artwork, hot, fresh, ord)
     ON CONFLICT (vendor_id, game_code) DO UPDATE SET
       house_game_code = excluded.house_game_code, names = excluded.names,
       search_name = excluded.search_name, classify = excluded.classify,
       min_bet_minor = excluded.min_bet_minor, lines = excluded.lines,
       artwork_key = excluded.artwork_key, is_hot = excluded.is_hot, is_new = excluded.is_new,
       sort = excluded.sort
     -- A re-seed rewrites only rows that differ (each rewrite also rewrites index entries).
     WHERE (games.house_game_code, games.names, games.search_name, games.classify,
            games.min_bet_minor, games.lines, games.artwork_key, games.is_hot, games.is_new,
            games.sort)
           IS DISTINCT FROM
           (excluded.house_game_code, excluded.names, excluded.search_name, excluded.classify,
            excluded.min_bet_minor, excluded.lines, excluded.artwork_key, excluded.is_hot,
            excluded.is_new, excluded.sort)`,
    [
      merchantId,
      vendorId,
      v.code,
      v.gameType,
      columns.nodeIds,
      columns.codes,
      columns.standIns,
      columns.names,
      columns.search,
      columns.classify,
      columns.minBets,
      columns.lines,
      columns.artwork,
      columns.hot,
      columns.fresh,
    ],
  );
}

/** Three rooms per PVP game: novice, standard and VIP stakes. */
async function upsertPvpRooms(db: Sql, vendorId: bigint) {
  await db.query(
    `INSERT INTO pvp_rooms (game_id, room_code, names, base_bet_minor, min_entry_minor, max_players, sort)
     SELECT g.id, r.code, r.names::jsonb, r.base, r.base * 20, r.seats, r.ord
       FROM games g
       CROSS JOIN (VALUES
         ('novice', '{"EN": "Novice Room", "TW": "新手房"}', 10::bigint, 6, 1),
         ('standard', '{"EN": "Standard Room", "TW": "普通房"}', 100::bigint, 6, 2),
         ('vip', '{"EN": "VIP Room", "TW": "貴賓房"}', 1000::bigint, 4, 3)
       ) AS r(code, names, base, seats, ord)
      WHERE g.vendor_id = $1
     ON CONFLICT (game_id, room_code) DO NOTHING`,
    [vendorId],
  );
}

export const seedDemoGames: SeedPart = async (db) => {
  const m = await db.query<{ id: bigint }>('SELECT id FROM merchants WHERE code = $1', [
    DEMO_MERCHANT_CODE,
  ]);
  const merchantId = m.rows[0]?.id;
  if (merchantId === undefined) return;
  for (const [position, vendor] of DEMO_VENDORS.entries()) {
    const vendorId = await upsertVendor(db, merchantId, vendor, (position + 1) * 10);
    await upsertGames(db, merchantId, vendorId, vendor, position);
    if (vendor.gameType === 'PVP') await upsertPvpRooms(db, vendorId);
  }
  await db.query('ANALYZE games');
};
