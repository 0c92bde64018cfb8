/** The book's public board: the round taking bets (with prices and commitment) and the last results. */
import type { Db } from '../lottery/lottery-db';
import { finishedRounds, matchesOf, openRound } from './round-store';
import { memberBets } from './bet-store';

export async function getSportsBoard(o: { db: Db; now: Date; results: number }) {
  const open = await openRound(o.db, o.now);
  const finished = await finishedRounds(o.db, o.results);
  const matches = await matchesOf(o.db, [...(open ? [open.id] : []), ...finished.map((r) => r.id)]);
  return { open, finished, matches };
}

/** A member's bets with their match, round and score (the betting record of the page). */
export async function listSportsBets(o: { db: Db; memberRef: string; currency: string; limit: number }) {
  const bets = await memberBets(o.db, o.memberRef, o.currency, o.limit);
  const matches = new Map((await matchesOf(o.db, [...new Set(bets.map((b) => b.roundId))])).map((m) => [m.id, m]));
  const codes = await roundCodes(o.db, [...new Set(bets.map((b) => b.roundId))]);
  return bets.map((b) => {
    const m = matches.get(b.matchId);
    return { ...b, homeTeam: m?.homeTeam ?? '', awayTeam: m?.awayTeam ?? '', score: m?.score ?? null, roundCode: codes.get(b.roundId) ?? '' };
  });
}

async function roundCodes(db: Db, ids: bigint[]): Promise<Map<bigint, string>> {
  const { rows } = await db.query<{ id: bigint; code: string }>(
    'SELECT id, code FROM house.sports_rounds WHERE id = ANY($1::bigint[])',
    [ids.map(String)],
  );
  return new Map(rows.map((r) => [BigInt(r.id), r.code]));
}
