import type { Sql } from '../../../db/house-db';

/** SQL of `house.free_spin_grants` (migration 0004): free spins the platform granted. */
export interface FreeSpinGrant {
  id: bigint;
  grantRef: string;
  memberRef: string;
  currency: string;
  gameCode: string;
  spins: number;
  spinsUsed: number;
  betMinor: bigint;
}

interface GrantRow {
  id: bigint;
  grant_ref: string;
  member_ref: string;
  currency: string;
  game_code: string;
  spins: number;
  spins_used: number;
  bet_minor: bigint;
}

const toGrant = (r: GrantRow): FreeSpinGrant => ({
  id: r.id,
  grantRef: r.grant_ref,
  memberRef: r.member_ref,
  currency: r.currency,
  gameCode: r.game_code,
  spins: r.spins,
  spinsUsed: r.spins_used,
  betMinor: r.bet_minor,
});

/** Stores a grant once per ref; answers the stored row and whether this call created it. */
export async function insertGrant(
  db: Sql,
  g: Omit<FreeSpinGrant, 'id' | 'spinsUsed'>,
): Promise<{ grant: FreeSpinGrant; created: boolean }> {
  const r = await db.query<GrantRow>(
    `INSERT INTO house.free_spin_grants (grant_ref, member_ref, currency, game_code, spins, bet_minor)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (grant_ref) DO NOTHING RETURNING *`,
    [g.grantRef, g.memberRef, g.currency, g.gameCode, g.spins, g.betMinor],
  );
  if (r.rows[0]) return { grant: toGrant(r.rows[0]), created: true };
  const old = await db.query<GrantRow>('SELECT * FROM house.free_spin_grants WHERE grant_ref = $1', [g.grantRef]);
  return { grant: toGrant(old.rows[0] as GrantRow), created: false };
}

/** The member's unused free spins of a game (all grants), and the bet of the next one. */
export async function freeSpinsLeft(
  db: Sql,
  who: { memberRef: string; currency: string; gameCode: string },
): Promise<{ spinsLeft: number; betMinor: bigint | null }> {
  const r = await db.query<{ left: number; bet_minor: bigint | null }>(
    `SELECT COALESCE(sum(spins - spins_used), 0)::int AS left,
            (array_agg(bet_minor ORDER BY id))[1] AS bet_minor
       FROM house.free_spin_grants
      WHERE member_ref = $1 AND currency = $2 AND game_code = $3 AND spins_used < spins`,
    [who.memberRef, who.currency, who.gameCode],
  );
  return { spinsLeft: r.rows[0]?.left ?? 0, betMinor: r.rows[0]?.bet_minor ?? null };
}

/**
 * Uses one free spin of the member's oldest open grant of the game: one conditional UPDATE,
 * so racing requests each get a different spin number or nothing (the row lock serialises
 * them and each re-reads spins_used). Answers the grant as it is after, or null when none is left.
 */
export async function takeFreeSpin(
  tx: Sql,
  who: { memberRef: string; currency: string; gameCode: string },
): Promise<FreeSpinGrant | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const r = await tx.query<GrantRow>(
      `UPDATE house.free_spin_grants SET spins_used = spins_used + 1
        WHERE id = (SELECT id FROM house.free_spin_grants
                     WHERE member_ref = $1 AND currency = $2 AND game_code = $3 AND spins_used < spins
                     ORDER BY id LIMIT 1)
          AND spins_used < spins
        RETURNING *`,
      [who.memberRef, who.currency, who.gameCode],
    );
    if (r.rows[0]) return toGrant(r.rows[0]);
    // The grant picked was used up by a racing spin meanwhile: look again, another may be open.
    const left = await freeSpinsLeft(tx, who);
    if (left.spinsLeft === 0) return null;
  }
  return null;
}
