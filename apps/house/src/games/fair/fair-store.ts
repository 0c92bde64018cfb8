import type { Sql } from '../../db/house-db';

/** SQL of provably fair seed pairs. */
export interface SeedRow {
  id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: bigint;
  revealed_at: Date | null;
}

export async function findActiveSeed(db: Sql, playerId: bigint): Promise<SeedRow | null> {
  const r = await db.query<SeedRow>('SELECT * FROM house.fair_seeds WHERE player_id = $1 AND active', [playerId]);
  return r.rows[0] ?? null;
}

export async function findSeed(db: Sql, id: bigint): Promise<SeedRow | null> {
  const r = await db.query<SeedRow>('SELECT * FROM house.fair_seeds WHERE id = $1', [id]);
  return r.rows[0] ?? null;
}

/** Inserts an active pair unless one exists (two tabs opening at once keep one). */
export async function insertActiveSeed(
  db: Sql,
  s: { playerId: bigint; serverSeed: string; serverSeedHash: string; clientSeed: string },
): Promise<void> {
  await db.query(
    `INSERT INTO house.fair_seeds (player_id, server_seed, server_seed_hash, client_seed)
     VALUES ($1, $2, $3, $4) ON CONFLICT (player_id) WHERE active DO NOTHING`,
    [s.playerId, s.serverSeed, s.serverSeedHash, s.clientSeed],
  );
}

export async function revealActiveSeed(db: Sql, playerId: bigint, now: Date): Promise<SeedRow | null> {
  const r = await db.query<SeedRow>(
    `UPDATE house.fair_seeds SET active = false, revealed_at = $2 WHERE player_id = $1 AND active RETURNING *`,
    [playerId, now],
  );
  return r.rows[0] ?? null;
}

/** Takes the next nonce of the active pair; the row lock orders concurrent bets. */
export async function takeNonce(db: Sql, playerId: bigint): Promise<(SeedRow & { nonce: bigint }) | null> {
  const r = await db.query<SeedRow & { nonce: bigint }>(
    `UPDATE house.fair_seeds SET next_nonce = next_nonce + 1 WHERE player_id = $1 AND active
     RETURNING *, next_nonce - 1 AS nonce`,
    [playerId],
  );
  return r.rows[0] ?? null;
}
