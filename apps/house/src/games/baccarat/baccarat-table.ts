import type { HouseDeps } from '../../house-deps';
import { newPublicId, settleWager } from '../../rounds/play-round';
import type { RoundRow } from '../../rounds/round-store';
import { dealRound, spotReturnMinor, type Spot } from './baccarat-rules';
import {
  advanceShoe,
  findTableRoundById,
  insertShoe,
  insertTableRound,
  latestTableRound,
  lockBettingRound,
  lockCurrentShoe,
  openWagersOfDealtRounds,
  settleTableRound,
  type TableRoundRow,
} from './baccarat-store';
import { shuffledShoe } from './shoe';

/**
 * The auto-dealt table, driven by `advanceTable` on a timer: a round takes bets for
 * `bettingMs`, is dealt from the shoe, shows its result for `resultMs`, then the next opens.
 * Every step is a guarded state change in the database (`ON CONFLICT`, `FOR UPDATE` on a
 * round still `betting`), so two house processes driving the same table cannot deal twice.
 */
export async function advanceTable(deps: HouseDeps, tableCode: string): Promise<void> {
  const now = deps.now();
  const latest = await latestTableRound(deps.db, tableCode);
  if (!latest) {
    await openTableRound(deps, tableCode, 1n);
  } else if (latest.status === 'betting' && now >= latest.bets_close_at.getTime()) {
    await dealTableRound(deps, latest);
  } else if (latest.status === 'settled' && now >= (latest.settled_at?.getTime() ?? 0) + deps.timings.resultMs) {
    await openTableRound(deps, tableCode, latest.seq + 1n);
  }
  await settleOpenWagers(deps, tableCode);
}

async function openTableRound(deps: HouseDeps, tableCode: string, seq: bigint) {
  const now = deps.now();
  await insertTableRound(deps.db, {
    publicId: `${tableCode}${seq}-${newPublicId().slice(0, 12)}`,
    tableCode,
    seq,
    openedAt: new Date(now),
    betsCloseAt: new Date(now + deps.timings.bettingMs),
  });
}

async function dealTableRound(deps: HouseDeps, round: TableRoundRow) {
  await deps.db.tx(async (tx) => {
    if (!(await lockBettingRound(tx, round.id))) return;
    let shoe = await lockCurrentShoe(tx, round.table_code);
    if (!shoe || shoe.position >= shoe.cut_position) {
      const fresh = shuffledShoe(deps.randomInt);
      shoe = await insertShoe(tx, round.table_code, fresh.cards, fresh.cutPosition);
    }
    const deal = dealRound(shoe.cards.slice(shoe.position));
    await advanceShoe(tx, shoe.id, shoe.position + deal.used);
    await settleTableRound(tx, round.id, {
      shoeId: shoe.id,
      settledAt: new Date(deps.now()),
      result: {
        cards: shoe.cards.slice(shoe.position, shoe.position + deal.used),
        deal,
        shoeId: shoe.id.toString(),
        shoePosition: shoe.position,
      },
    });
  });
}

/** Credits every debited wager of a dealt round (also those whose debit was confirmed late). */
async function settleOpenWagers(deps: HouseDeps, tableCode: string) {
  const wagers = await openWagersOfDealtRounds(deps.db, tableCode);
  const results = new Map<bigint, TableRoundRow>();
  for (const wager of wagers) {
    const tableRoundId = wager.table_round_id as bigint;
    const tableRound = results.get(tableRoundId) ?? (await findTableRoundById(deps.db, tableRoundId));
    if (!tableRound) continue;
    results.set(tableRoundId, tableRound);
    await settleWager(deps, wager, wagerReturn(wager, tableRound), 'open');
  }
}

export function wagerReturn(wager: RoundRow, tableRound: TableRoundRow): bigint {
  if (!tableRound.result) throw new Error(`table round ${tableRound.public_id} is not dealt`);
  return spotReturnMinor(wager.detail.spot as Spot, wager.stake_minor, tableRound.result.deal);
}

/** Runs the table until stopped; one tick at a time, errors logged and the loop kept alive. */
export function startTableLoop(deps: HouseDeps, tableCode: string, tickMs = 500): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = advanceTable(deps, tableCode)
      .catch((error: unknown) => deps.log.error({ err: error }, 'baccarat table tick failed'))
      .finally(() => {
        running = null;
      });
  }, tickMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
