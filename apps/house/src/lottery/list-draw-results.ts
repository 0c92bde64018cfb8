/**
 * A game's finished draws, newest first: draw history, trend chart and the verifier page.
 * Each carries its commitment and revealed seed; a void draw has no result.
 */
import type { DrawStatus } from '@wl/contract/lottery/bet-types';
import type { DrawResult } from './draw/draw-result';
import { finishedDraws } from './draw-store';
import { winningTimeOf } from './schedule/lobby-times';
import type { Db } from './lottery-db';

export interface DrawHistoryEntry {
  numero: string;
  drawAt: Date;
  winningTime: string;
  status: DrawStatus;
  voidReason: string | null;
  commitment: string;
  seed: string | null;
  result: DrawResult | null;
}

export async function listDrawResults(options: {
  db: Db;
  gameCode: string;
  limit?: number;
  before?: Date;
}): Promise<DrawHistoryEntry[]> {
  const limit = Math.min(Math.max(options.limit ?? 30, 1), 200);
  const rows = await finishedDraws(options.db, options.gameCode, {
    limit,
    before: options.before ?? null,
  });
  return rows.map((r) => ({
    numero: r.numero,
    drawAt: r.drawAt,
    winningTime: winningTimeOf(r.numero),
    status: r.status,
    voidReason: r.voidReason,
    commitment: r.commitment,
    seed: r.seed,
    result: r.result,
  }));
}
