/**
 * The time fields the lottery lobby shows for a draw (spec §2 "Lottery lobby"):
 * remainTime — ms until betting closes (0 once locked); the page counts it down, minus half
 * the round trip of the request that fetched it;
 * lockTime — ms betting stays closed before the draw (lock to draw);
 * drawDayOfWeek — weekday of the numero's date, Sunday = 1;
 * winningTime — the numero's date as YYYY.MM.DD.
 */
import type { Weekday } from '../games/vn-provinces';
import type { DrawSlot } from './draw-schedule';
import { dottedDate, weekdayOf } from './vn-time';

export interface LobbyTimes {
  numero: string;
  remainTime: number;
  lockTime: number;
  drawDayOfWeek: Weekday;
  winningTime: string;
}

export function remainTimeMs(slot: Pick<DrawSlot, 'lockAt'>, t: Date | number): number {
  return Math.max(0, +slot.lockAt - +t);
}

export function lockTimeMs(slot: Pick<DrawSlot, 'lockAt' | 'drawAt'>): number {
  return +slot.drawAt - +slot.lockAt;
}

export function lobbyTimes(slot: DrawSlot, t: Date | number): LobbyTimes {
  return {
    numero: slot.numero,
    remainTime: remainTimeMs(slot, t),
    lockTime: lockTimeMs(slot),
    drawDayOfWeek: weekdayOf(slot.businessDate),
    winningTime: dottedDate(slot.businessDate),
  };
}

/** The winningTime of a stored draw, from its numero's date ("20250131…" → "2025.01.31"). */
export function winningTimeOf(numero: string): string {
  return `${numero.slice(0, 4)}.${numero.slice(4, 6)}.${numero.slice(6, 8)}`;
}
