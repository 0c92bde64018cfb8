/**
 * Draw schedule math: which draw (numero, open, lock and draw instants) a game has at a time.
 *
 * Fast games: the Vietnamese day (00:00 Asia/Ho_Chi_Minh) is cut into periods of the game's
 * interval; period k (1-based) opens at midnight + (k-1)·interval and draws at midnight +
 * k·interval; its numero is "YYYYMMDD-NNNN" (the date it opened, k on 4 digits), so the last
 * draw of a day happens at the next midnight.
 * Daily (Vietnamese) games: one draw on each draw day at the region's time; numero "YYYYMMDD";
 * betting on a draw opens when the game's previous draw happens.
 * Both: betting closes (lock) `lockSec` before the draw.
 */
import type { LotteryGame } from '../games/lottery-games';
import {
  addDays,
  compactDate,
  DAY_MS,
  parseCompactDate,
  vnDateOf,
  vnInstant,
  weekdayOf,
  type LocalDate,
} from './vn-time';

export interface DrawSlot {
  gameCode: string;
  numero: string;
  /** The Vietnamese date the numero names. */
  businessDate: LocalDate;
  openAt: Date;
  lockAt: Date;
  drawAt: Date;
}

/** The draw taking bets (or locked, waiting for its draw) at `t`: openAt ≤ t < drawAt. */
export function currentDraw(game: LotteryGame, t: Date | number): DrawSlot {
  const s = game.schedule;
  if (s.kind === 'interval') {
    const date = vnDateOf(t);
    const sinceMidnight = +t - +vnInstant(date);
    return fastSlot(game, date, Math.floor(sinceMidnight / (s.intervalSec * 1000)) + 1);
  }
  let date = vnDateOf(t);
  for (let i = 0; i < 8; i++, date = addDays(date, 1)) {
    if (!s.drawDays.includes(weekdayOf(date))) continue;
    const slot = dailySlot(game, date);
    if (+slot.drawAt > +t) return slot;
  }
  throw new Error(`game ${game.code} has no draw day`);
}

/** The draw after the current one. */
export function nextDraw(game: LotteryGame, t: Date | number): DrawSlot {
  return currentDraw(game, currentDraw(game, t).drawAt);
}

/** The latest draw that has happened at `t` (drawAt ≤ t). */
export function previousDraw(game: LotteryGame, t: Date | number): DrawSlot {
  return currentDraw(game, +currentDraw(game, t).openAt - 1);
}

/**
 * Draws of the game whose betting opens at or before `until`, starting with the one current at
 * `from` (the scheduler creates these ahead so their commitments are public before they open).
 */
export function drawsOpeningBy(game: LotteryGame, from: Date | number, until: Date | number) {
  const slots: DrawSlot[] = [currentDraw(game, from)];
  for (;;) {
    const next = currentDraw(game, slots[slots.length - 1]!.drawAt);
    if (+next.openAt > +until) return slots;
    slots.push(next);
  }
}

/** The draw a numero names, or null if the game has no such draw. */
export function drawByNumero(game: LotteryGame, numero: string): DrawSlot | null {
  const s = game.schedule;
  if (s.kind === 'interval') {
    const match = /^(\d{8})-(\d{4})$/.exec(numero);
    const date = match ? parseCompactDate(match[1]!) : null;
    const index = match ? Number(match[2]) : 0;
    const perDay = DAY_MS / (s.intervalSec * 1000);
    return date && index >= 1 && index <= perDay ? fastSlot(game, date, index) : null;
  }
  const date = /^\d{8}$/.test(numero) ? parseCompactDate(numero) : null;
  return date && s.drawDays.includes(weekdayOf(date)) ? dailySlot(game, date) : null;
}

function fastSlot(game: LotteryGame, date: LocalDate, index: number): DrawSlot {
  const s = game.schedule;
  if (s.kind !== 'interval') throw new Error('fastSlot on a daily game');
  const midnight = +vnInstant(date);
  const drawAt = midnight + index * s.intervalSec * 1000;
  return {
    gameCode: game.code,
    numero: `${compactDate(date)}-${String(index).padStart(4, '0')}`,
    businessDate: date,
    openAt: new Date(drawAt - s.intervalSec * 1000),
    lockAt: new Date(drawAt - s.lockSec * 1000),
    drawAt: new Date(drawAt),
  };
}

function dailySlot(game: LotteryGame, date: LocalDate): DrawSlot {
  const s = game.schedule;
  if (s.kind !== 'daily') throw new Error('dailySlot on an interval game');
  let previous = addDays(date, -1);
  while (!s.drawDays.includes(weekdayOf(previous))) previous = addDays(previous, -1);
  const drawAt = vnInstant(date, s.drawTime);
  return {
    gameCode: game.code,
    numero: compactDate(date),
    businessDate: date,
    openAt: vnInstant(previous, s.drawTime),
    lockAt: new Date(+drawAt - s.lockSec * 1000),
    drawAt,
  };
}
