/** SQL of house.sports_rounds, house.sports_round_seeds and house.sports_matches. */
import type { Db, Sql } from '../lottery/lottery-db';
import type { MatchOdds, Score } from './markets';

export type RoundStatus = 'scheduled' | 'played' | 'settled' | 'void';

export interface RoundRow {
  id: bigint;
  code: string;
  openAt: Date;
  kickoffAt: Date;
  marginBp: number;
  commitment: string;
  seed: string | null;
  status: RoundStatus;
  voidReason: string | null;
}

export interface MatchRow {
  id: bigint;
  roundId: bigint;
  matchNo: number;
  homeTeam: string;
  awayTeam: string;
  homeRating: number;
  awayRating: number;
  odds: MatchOdds;
  score: Score | null;
}

export interface NewRound {
  code: string;
  openAt: Date;
  kickoffAt: Date;
  marginBp: number;
  commitment: string;
  seed: string;
  matches: Omit<MatchRow, 'id' | 'roundId' | 'score'>[];
}

type Raw = Record<string, unknown>;
const ROUND_COLUMNS = 'id, code, open_at, kickoff_at, margin_bp, commitment, seed, status, void_reason';
const MATCH_COLUMNS = `id, round_id, match_no, home_team, away_team, home_rating, away_rating, odds_home,
  odds_draw, odds_away, odds_over, odds_under, home_goals, away_goals`;

const toRound = (r: Raw): RoundRow => ({
  id: BigInt(r.id as bigint),
  code: r.code as string,
  openAt: new Date(r.open_at as Date),
  kickoffAt: new Date(r.kickoff_at as Date),
  marginBp: Number(r.margin_bp),
  commitment: r.commitment as string,
  seed: r.seed as string | null,
  status: r.status as RoundStatus,
  voidReason: r.void_reason as string | null,
});

const toMatch = (r: Raw): MatchRow => ({
  id: BigInt(r.id as bigint),
  roundId: BigInt(r.round_id as bigint),
  matchNo: Number(r.match_no),
  homeTeam: r.home_team as string,
  awayTeam: r.away_team as string,
  homeRating: Number(r.home_rating),
  awayRating: Number(r.away_rating),
  odds: {
    home: BigInt(r.odds_home as bigint), draw: BigInt(r.odds_draw as bigint), away: BigInt(r.odds_away as bigint),
    over: BigInt(r.odds_over as bigint), under: BigInt(r.odds_under as bigint),
  },
  score: r.home_goals === null ? null : { home: Number(r.home_goals), away: Number(r.away_goals) },
});

export async function existingRoundCodes(sql: Sql, codes: string[]): Promise<Set<string>> {
  const { rows } = await sql.query<{ code: string }>(
    'SELECT code FROM house.sports_rounds WHERE code = ANY($1::text[])',
    [codes],
  );
  return new Set(rows.map((r) => r.code));
}

/**
 * Creates a round with its secret seed and its priced matches in one transaction; a round
 * another process created first is left alone (its seed too). True if this call created it.
 */
export async function insertRound(db: Db, round: NewRound): Promise<boolean> {
  return db.tx(async (tx) => {
    const { rows } = await tx.query<{ id: bigint }>(
      `INSERT INTO house.sports_rounds (code, open_at, kickoff_at, margin_bp, commitment)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (code) DO NOTHING RETURNING id`,
      [round.code, round.openAt.toISOString(), round.kickoffAt.toISOString(), round.marginBp, round.commitment],
    );
    const id = rows[0]?.id;
    if (id === undefined) return false;
    await tx.query('INSERT INTO house.sports_round_seeds (round_id, seed) VALUES ($1, $2)', [id, round.seed]);
    const m = round.matches;
    await tx.query(
      `INSERT INTO house.sports_matches (round_id, match_no, home_team, away_team, home_rating, away_rating,
         odds_home, odds_draw, odds_away, odds_over, odds_under)
       SELECT $1, * FROM unnest($2::smallint[], $3::text[], $4::text[], $5::int[], $6::int[], $7::bigint[],
         $8::bigint[], $9::bigint[], $10::bigint[], $11::bigint[])`,
      [
        id, m.map((x) => x.matchNo), m.map((x) => x.homeTeam), m.map((x) => x.awayTeam),
        m.map((x) => x.homeRating), m.map((x) => x.awayRating),
        m.map((x) => x.odds.home.toString()), m.map((x) => x.odds.draw.toString()), m.map((x) => x.odds.away.toString()),
        m.map((x) => x.odds.over.toString()), m.map((x) => x.odds.under.toString()),
      ],
    );
    return true;
  });
}

export async function findRound(sql: Sql, id: bigint, lock: 'share' | 'update' | null = null): Promise<RoundRow | null> {
  const suffix = lock === 'share' ? 'FOR SHARE' : lock === 'update' ? 'FOR UPDATE' : '';
  const { rows } = await sql.query<Raw>(`SELECT ${ROUND_COLUMNS} FROM house.sports_rounds WHERE id = $1 ${suffix}`, [id]);
  return rows[0] ? toRound(rows[0]) : null;
}

export async function findMatch(sql: Sql, id: bigint): Promise<MatchRow | null> {
  const { rows } = await sql.query<Raw>(`SELECT ${MATCH_COLUMNS} FROM house.sports_matches WHERE id = $1`, [id]);
  return rows[0] ? toMatch(rows[0]) : null;
}

export async function matchesOf(sql: Sql, roundIds: bigint[]): Promise<MatchRow[]> {
  const { rows } = await sql.query<Raw>(
    `SELECT ${MATCH_COLUMNS} FROM house.sports_matches WHERE round_id = ANY($1::bigint[]) ORDER BY round_id, match_no`,
    [roundIds.map(String)],
  );
  return rows.map(toMatch);
}

/** Locks the earliest round past kickoff that no other process holds, if any. */
export async function lockNextDueRound(sql: Sql, now: Date): Promise<RoundRow | null> {
  const { rows } = await sql.query<Raw>(
    `SELECT ${ROUND_COLUMNS} FROM house.sports_rounds WHERE status = 'scheduled' AND kickoff_at <= $1
     ORDER BY kickoff_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [now.toISOString()],
  );
  return rows[0] ? toRound(rows[0]) : null;
}

export async function readSecretSeed(sql: Sql, roundId: bigint): Promise<string | null> {
  const { rows } = await sql.query<{ seed: string }>('SELECT seed FROM house.sports_round_seeds WHERE round_id = $1', [roundId]);
  return rows[0]?.seed ?? null;
}

/** Publishes the seed and the scores; only a scheduled round can be played (true if it was). */
export async function savePlayed(
  sql: Sql,
  round: { id: bigint; seed: string; scores: { matchId: bigint; score: Score }[]; now: Date },
): Promise<boolean> {
  const { rowCount } = await sql.query(
    `UPDATE house.sports_rounds SET status = 'played', seed = $2, played_at = $3 WHERE id = $1 AND status = 'scheduled'`,
    [round.id, round.seed, round.now.toISOString()],
  );
  if (rowCount !== 1) return false;
  await sql.query(
    `UPDATE house.sports_matches m SET home_goals = s.home, away_goals = s.away
     FROM unnest($1::bigint[], $2::smallint[], $3::smallint[]) AS s(id, home, away) WHERE m.id = s.id`,
    [round.scores.map((s) => s.matchId.toString()), round.scores.map((s) => s.score.home), round.scores.map((s) => s.score.away)],
  );
  return true;
}

export async function saveVoided(sql: Sql, round: { id: bigint; seed: string | null; reason: string; now: Date }): Promise<boolean> {
  const { rowCount } = await sql.query(
    `UPDATE house.sports_rounds SET status = 'void', seed = $2, void_reason = $3, played_at = $4, settled_at = $4
     WHERE id = $1 AND status = 'scheduled'`,
    [round.id, round.seed, round.reason, round.now.toISOString()],
  );
  return rowCount === 1;
}

export async function markSettled(sql: Sql, roundId: bigint, now: Date): Promise<boolean> {
  const { rowCount } = await sql.query(
    `UPDATE house.sports_rounds SET status = 'settled', settled_at = $2 WHERE id = $1 AND status = 'played'`,
    [roundId, now.toISOString()],
  );
  return rowCount === 1;
}

export async function roundsToSettle(sql: Sql, limit: number): Promise<bigint[]> {
  const { rows } = await sql.query<{ id: bigint }>(
    `SELECT id FROM house.sports_rounds WHERE status = 'played' ORDER BY kickoff_at, id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => BigInt(r.id));
}

/** The round taking bets at `now` (opened, kickoff ahead), if any. */
export async function openRound(sql: Sql, now: Date): Promise<RoundRow | null> {
  const { rows } = await sql.query<Raw>(
    `SELECT ${ROUND_COLUMNS} FROM house.sports_rounds
     WHERE status = 'scheduled' AND open_at <= $1 AND kickoff_at > $1 ORDER BY kickoff_at LIMIT 1`,
    [now.toISOString()],
  );
  return rows[0] ? toRound(rows[0]) : null;
}

/** Finished rounds (played, settled or void), newest first. */
export async function finishedRounds(sql: Sql, limit: number): Promise<RoundRow[]> {
  const { rows } = await sql.query<Raw>(
    `SELECT ${ROUND_COLUMNS} FROM house.sports_rounds WHERE status IN ('played', 'settled', 'void')
     ORDER BY kickoff_at DESC LIMIT $1`,
    [limit],
  );
  return rows.map(toRound);
}
