/**
 * What the lottery lobby and the betting page show per game at `now`: the current draw with
 * its lobby times (numero, remainTime, lockTime, drawDayOfWeek, winningTime) and commitment,
 * and the latest result with its revealed seed, so any result can be verified.
 */
import { LOTTERY_GAMES, type LotteryGame } from './games/lottery-games';
import type { Weekday } from './games/vn-provinces';
import { winNumbers } from './draw/draw-result';
import { currentDraw } from './schedule/draw-schedule';
import { lotteryNames } from './games/lottery-names';
import { lobbyTimes, winningTimeOf, type LobbyTimes } from './schedule/lobby-times';
import { currentDraws, latestResults, type DrawRow } from './draw-store';
import type { Db } from './lottery-db';

export interface BoardEntry {
  gameCode: string;
  prizeMode: LotteryGame['prizeMode'];
  family: LotteryGame['family'];
  region: LotteryGame['region'];
  names: ReturnType<typeof lotteryNames>;
  /** Weekdays with a draw, Sunday = 1 (all seven for the fast games). */
  drawDays: Weekday[];
  current: LobbyTimes & {
    openAt: Date;
    lockAt: Date;
    drawAt: Date;
    /** Null until the scheduler has created the draw. */
    commitment: string | null;
    bettingOpen: boolean;
  };
  last: PublishedDraw | null;
}

export interface PublishedDraw {
  numero: string;
  drawAt: Date;
  winningTime: string;
  winNo: string[];
  commitment: string;
  seed: string;
}

export function publishedDraw(row: DrawRow): PublishedDraw | null {
  if (!row.result || !row.seed) return null;
  return {
    numero: row.numero,
    drawAt: row.drawAt,
    winningTime: winningTimeOf(row.numero),
    winNo: winNumbers(row.result),
    commitment: row.commitment,
    seed: row.seed,
  };
}

export async function getDrawBoard(options: {
  db: Db;
  now: Date;
  gameCodes?: string[];
}): Promise<BoardEntry[]> {
  const { db, now } = options;
  const games = options.gameCodes
    ? LOTTERY_GAMES.filter((g) => options.gameCodes!.includes(g.code))
    : LOTTERY_GAMES;
  const codes = games.map((g) => g.code);
  const [rows, results] = await Promise.all([
    currentDraws(db, codes, now),
    latestResults(db, codes),
  ]);
  const rowOf = new Map(rows.map((r) => [r.gameCode, r]));
  const resultOf = new Map(results.map((r) => [r.gameCode, r]));
  return games.map((game) => {
    const slot = currentDraw(game, now);
    const row = rowOf.get(game.code);
    const stored = row?.numero === slot.numero ? row : undefined;
    const waiting = stored?.status === 'scheduled' || stored?.status === 'open';
    const last = resultOf.get(game.code);
    return {
      gameCode: game.code,
      prizeMode: game.prizeMode,
      family: game.family,
      region: game.region,
      names: lotteryNames(game),
      drawDays:
        game.schedule.kind === 'daily' ? [...game.schedule.drawDays] : [1, 2, 3, 4, 5, 6, 7],
      current: {
        ...lobbyTimes(slot, now),
        openAt: slot.openAt,
        lockAt: slot.lockAt,
        drawAt: slot.drawAt,
        commitment: stored?.commitment ?? null,
        bettingOpen: waiting && +now >= +slot.openAt && +now < +slot.lockAt,
      },
      last: last ? publishedDraw(last) : null,
    };
  });
}
