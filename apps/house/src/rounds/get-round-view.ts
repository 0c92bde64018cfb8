import type { HouseDeps } from '../house-deps';
import { findGame } from '../games/catalogue';
import { findSeed } from '../games/fair/fair-store';
import { findTableRound, findTableRoundById, type TableResult } from '../games/baccarat/baccarat-store';
import { findRoundByPublicId } from './round-store';

/**
 * Everything needed to show and replay a past round: the wager as recorded, the inputs of its
 * engine (stops; seeds and nonce, with the server seed once revealed; the table's cards).
 * Opened by the round's public id — a wager's, or a live table round's.
 */
export type RoundView =
  | {
      type: 'wager';
      id: string;
      gameCode: string;
      kind: string;
      mode: string;
      currency: string;
      stakeMinor: bigint;
      winMinor: bigint | null;
      status: string;
      createdAt: string;
      settledAt: string | null;
      detail: Record<string, unknown>;
      serverSeed: string | null;
      table: { id: string; seq: string; result: TableResult | null } | null;
    }
  | { type: 'table'; id: string; seq: string; status: string; result: TableResult | null; settledAt: string | null };

export async function getRoundView(deps: HouseDeps, publicId: string): Promise<RoundView | null> {
  const wager = await findRoundByPublicId(deps.db, publicId);
  if (!wager) {
    const t = await findTableRound(deps.db, publicId);
    if (!t) return null;
    return { type: 'table', id: t.public_id, seq: t.seq.toString(), status: t.status, result: t.result,
      settledAt: t.settled_at?.toISOString() ?? null };
  }
  const seedId = wager.detail.seedId;
  const seed = typeof seedId === 'string' ? await findSeed(deps.db, BigInt(seedId)) : null;
  const table = wager.table_round_id ? await findTableRoundById(deps.db, wager.table_round_id) : null;
  return {
    type: 'wager',
    id: wager.public_id,
    gameCode: wager.game_code,
    kind: findGame(wager.game_code)?.kind ?? 'unknown',
    mode: wager.mode,
    currency: wager.currency,
    stakeMinor: wager.stake_minor,
    winMinor: wager.win_minor,
    status: wager.status,
    createdAt: wager.created_at.toISOString(),
    settledAt: wager.settled_at?.toISOString() ?? null,
    detail: wager.detail,
    serverSeed: seed?.revealed_at ? seed.server_seed : null,
    table: table ? { id: table.public_id, seq: table.seq.toString(), result: table.result } : null,
  };
}
