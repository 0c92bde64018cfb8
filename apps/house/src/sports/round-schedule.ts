/**
 * Rounds on the clock: round k kicks off at k × interval after the epoch (UTC) and takes bets
 * from the previous kickoff until its own. Its code is the kickoff time, `YYYYMMDD-HHMM` UTC.
 * Fixtures: the 10 clubs meet by the circle method (9 rounds per cycle, every club once per
 * round), home and away swapping every other cycle.
 */
import { TEAMS } from './teams';

export interface RoundSlot {
  code: string;
  openAt: Date;
  kickoffAt: Date;
  fixtures: { matchNo: number; home: string; away: string }[];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function roundCode(kickoffAt: Date): string {
  const d = kickoffAt;
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}-${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}`;
}

export function fixturesOf(k: number): RoundSlot['fixtures'] {
  const others = TEAMS.length - 1;
  const turn = ((k % others) + others) % others;
  const ring = [TEAMS.length - 1, ...Array.from({ length: others }, (_, i) => (i + turn) % others)];
  const swap = Math.floor(k / others) % 2 === 1;
  return Array.from({ length: TEAMS.length / 2 }, (_, i) => {
    const a = (TEAMS[ring[i] as number] as (typeof TEAMS)[number]).code;
    const b = (TEAMS[ring[TEAMS.length - 1 - i] as number] as (typeof TEAMS)[number]).code;
    return (i % 2 === 1) !== swap ? { matchNo: i + 1, home: b, away: a } : { matchNo: i + 1, home: a, away: b };
  });
}

export function slotOf(k: number, intervalMs: number): RoundSlot {
  const kickoffAt = new Date(k * intervalMs);
  return { code: roundCode(kickoffAt), openAt: new Date((k - 1) * intervalMs), kickoffAt, fixtures: fixturesOf(k) };
}

/** The round taking bets at `now` and the next `ahead` ones (created ahead with commitments). */
export function slotsFrom(now: Date, intervalMs: number, ahead: number): RoundSlot[] {
  const current = Math.floor(+now / intervalMs) + 1;
  return Array.from({ length: ahead + 1 }, (_, i) => slotOf(current + i, intervalMs));
}
