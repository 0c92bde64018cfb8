/**
 * Creates the round taking bets now and the next one, each with its commitment and its priced
 * matches, so every commitment and every price is public before betting on the round opens.
 * Safe with several processes: a round another process created first keeps its seed.
 */
import { marketProbabilities, expectedGoals } from './match-model';
import { oddsOf } from './markets';
import { commitmentOf, newSeed } from './derive-scores';
import { slotsFrom, type RoundSlot } from './round-schedule';
import { existingRoundCodes, insertRound } from './round-store';
import type { SportsConfig } from './sports-config';
import { findTeam } from './teams';
import type { Db } from '../lottery/lottery-db';

export async function ensureRounds(options: { db: Db; now: Date; config: SportsConfig }): Promise<number> {
  const { db, now, config } = options;
  const slots = slotsFrom(now, config.intervalMs, 1);
  const existing = await existingRoundCodes(db, slots.map((s) => s.code));
  let created = 0;
  for (const slot of slots.filter((s) => !existing.has(s.code))) {
    const seed = newSeed();
    const made = await insertRound(db, {
      code: slot.code, openAt: slot.openAt, kickoffAt: slot.kickoffAt, marginBp: config.marginBp,
      commitment: await commitmentOf(seed), seed, matches: pricedMatches(slot, config.marginBp),
    });
    if (made) created++;
  }
  return created;
}

export function pricedMatches(slot: RoundSlot, marginBp: number) {
  return slot.fixtures.map((f) => {
    const home = findTeam(f.home);
    const away = findTeam(f.away);
    if (!home || !away) throw new Error(`fixture of unknown clubs ${f.home}–${f.away}`);
    const odds = oddsOf(marketProbabilities(expectedGoals(home.rating, away.rating)), marginBp);
    return { matchNo: f.matchNo, homeTeam: home.code, awayTeam: away.code, homeRating: home.rating, awayRating: away.rating, odds };
  });
}
