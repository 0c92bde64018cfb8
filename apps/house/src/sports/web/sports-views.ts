/**
 * What the book's API answers: odds as decimal text with three places ("2.150"), money and
 * ids as strings. The secret seed of a round that has not kicked off is never in a view.
 */
import type { SportsBet } from '../bet-store';
import type { MatchRow, RoundRow } from '../round-store';

export const oddsText = (milli: bigint) => `${milli / 1000n}.${String(milli % 1000n).padStart(3, '0')}`;

export function matchView(m: MatchRow) {
  const o = m.odds;
  return {
    matchId: m.id.toString(), matchNo: m.matchNo, home: m.homeTeam, away: m.awayTeam,
    homeRating: m.homeRating, awayRating: m.awayRating,
    odds: { home: oddsText(o.home), draw: oddsText(o.draw), away: oddsText(o.away), over: oddsText(o.over), under: oddsText(o.under) },
    score: m.score,
  };
}

export function roundView(r: RoundRow, matches: MatchRow[], now: Date) {
  return {
    roundId: r.id.toString(), code: r.code, openAt: r.openAt.toISOString(), kickoffAt: r.kickoffAt.toISOString(),
    remainMs: Math.max(0, +r.kickoffAt - +now), status: r.status, commitment: r.commitment,
    // Revealed only once the round was played or voided.
    seed: r.status === 'scheduled' ? null : r.seed, voidReason: r.voidReason,
    matches: matches.filter((m) => m.roundId === r.id).map(matchView),
  };
}

export function betView(b: SportsBet & { homeTeam: string; awayTeam: string; roundCode: string; score: { home: number; away: number } | null }) {
  return {
    betId: b.id.toString(), roundCode: b.roundCode, matchId: b.matchId.toString(), home: b.homeTeam, away: b.awayTeam,
    market: b.market, selection: b.selection, odds: oddsText(b.oddsMilli), stakeMinor: b.stakeMinor.toString(),
    payoutMinor: b.payoutMinor?.toString() ?? null, status: b.status, score: b.score, createdAt: b.createdAt.toISOString(),
  };
}
