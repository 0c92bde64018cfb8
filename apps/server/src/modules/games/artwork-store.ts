import type { Sql } from '../../db/db';

/** What an artwork key shows: a game's names and vendor, or a vendor's display name. */
export async function findArtworkSubject(
  db: Sql,
  artworkKey: string,
): Promise<{ names: Record<string, string>; caption: string } | undefined> {
  const game = await db.query<{ names: Record<string, string>; vendor_code: string }>(
    `SELECT names, vendor_code FROM games WHERE artwork_key = $1 ORDER BY id LIMIT 1`,
    [artworkKey],
  );
  const row = game.rows[0];
  if (row) return { names: row.names, caption: row.vendor_code };
  const code = /^vendor-([a-z0-9-]+)$/.exec(artworkKey)?.[1];
  if (!code) return undefined;
  const vendor = await db.query<{ display_name: string; vendor_code: string }>(
    `SELECT display_name, vendor_code FROM game_vendors
      WHERE lower(replace(vendor_code, '_', '-')) = $1 ORDER BY id LIMIT 1`,
    [code],
  );
  const v = vendor.rows[0];
  return v ? { names: { EN: v.display_name }, caption: v.vendor_code } : undefined;
}
