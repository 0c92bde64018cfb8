/**
 * Records a bet as pending, before the stake is debited. The house app then asks the platform
 * wallet to debit `debit.txId` and calls confirmBet (debit taken) or rejectBet (debit refused);
 * if it never learns the outcome, settlement voids the pending bet and sends a rollback of the
 * debit, which the platform ignores if the debit never happened. So a crash at any point
 * neither pays a bet whose stake was not taken nor keeps a stake without a bet.
 *
 * Refused: an unknown game or draw, a draw whose betting has not opened or has closed (lock
 * time reached, or no longer waiting), a selection that does not fit the bet type, a bet type
 * the payout table does not offer or the operator switched off, a stake outside the table's
 * limits (the operator's table of the game's family when the caller passes it, ADR 0040). A retry with the same
 * bet reference returns the first bet; the same reference for a different bet is a conflict.
 */
import { randomUUID } from 'node:crypto';
import type { BetType } from '@wl/contract/lottery/bet-types';
import { findGame } from './games/lottery-games';
import { drawByNumero } from './schedule/draw-schedule';
import { selectionProblem } from './bets/bet-selection';
import { DEFAULT_PAYOUTS, type PayoutConfig } from './bets/payout-config';
import { findBet, insertPendingBet, type BetRow } from './bet-store';
import { findDraw } from './draw-store';
import { LotteryError } from './lottery-error';
import { lotteryRoundId } from './wallet-instruction';
import type { Db, Sql } from './lottery-db';

export interface PlaceBetInput {
  memberRef: string;
  /** The house game session placing the bet (null when the caller has none). */
  sessionId: bigint | null;
  currency: string;
  gameCode: string;
  numero: string;
  betType: BetType;
  numbers: string[];
  position: number | null;
  stakeMinor: bigint;
  betRef: string;
}

export interface PlacedBet {
  bet: BetRow;
  /** True when this call only replayed an earlier one with the same bet reference. */
  replayed: boolean;
  debit: {
    txId: string;
    roundId: string;
    gameCode: string;
    memberRef: string;
    currency: string;
    amountMinor: bigint;
  };
}

export async function placeBet(
  options: PlaceBetInput & { db: Db; now: Date; payouts?: PayoutConfig },
): Promise<PlacedBet> {
  const { db, now, ...input } = options;
  const game = findGame(input.gameCode);
  if (!game) throw new LotteryError('lottery.game_unknown');
  const payouts = options.payouts ?? DEFAULT_PAYOUTS[game.family];
  if (payouts.family !== game.family) throw new Error('payout table of another game family');
  const problem = selectionProblem(game.family, input);
  const odds = payouts.odds[input.betType];
  if (problem !== null || !odds) throw new LotteryError('lottery.bet_invalid', { problem });
  if (payouts.switchedOff?.includes(input.betType)) {
    throw new LotteryError('lottery.bet_type_off', { betType: input.betType });
  }
  if (input.stakeMinor < payouts.minStakeMinor || input.stakeMinor > payouts.maxStakeMinor) {
    throw new LotteryError('lottery.stake_out_of_range', {
      minStakeMinor: payouts.minStakeMinor.toString(),
      maxStakeMinor: payouts.maxStakeMinor.toString(),
    });
  }
  const bet = await db.tx(async (tx) => {
    const earlier = await replayOf(tx, input);
    if (earlier) return { bet: earlier, replayed: true };
    const draw = await findDraw(tx, { gameCode: input.gameCode, numero: input.numero }, 'share');
    if (!draw) {
      const scheduled = drawByNumero(game, input.numero);
      throw new LotteryError(scheduled ? 'lottery.draw_not_open' : 'lottery.draw_not_found');
    }
    if (+now < +draw.openAt) throw new LotteryError('lottery.draw_not_open');
    if (+now >= +draw.lockAt || (draw.status !== 'scheduled' && draw.status !== 'open')) {
      throw new LotteryError('lottery.draw_closed');
    }
    const created = await insertPendingBet(tx, {
      ...input,
      drawId: draw.id,
      odds,
      debitTxId: `lottery-${randomUUID()}-debit`,
    });
    // Null only if a concurrent call with the same reference won the insert.
    return { bet: created ?? (await mustReplay(tx, input)), replayed: created === null };
  });
  const { bet: row } = bet;
  return {
    ...bet,
    debit: {
      txId: row.debitTxId,
      roundId: lotteryRoundId(row.id),
      gameCode: input.gameCode,
      memberRef: row.memberRef,
      currency: row.currency,
      amountMinor: row.stakeMinor,
    },
  };
}

async function replayOf(tx: Sql, input: PlaceBetInput): Promise<BetRow | null> {
  const earlier = await findBet(tx, { memberRef: input.memberRef, betRef: input.betRef });
  if (!earlier) return null;
  const same =
    earlier.gameCode === input.gameCode &&
    earlier.numero === input.numero &&
    earlier.betType === input.betType &&
    earlier.numbers.join(',') === input.numbers.join(',') &&
    earlier.position === input.position &&
    earlier.stakeMinor === input.stakeMinor &&
    earlier.currency === input.currency;
  if (!same) throw new LotteryError('lottery.bet_ref_conflict');
  return earlier;
}

async function mustReplay(tx: Sql, input: PlaceBetInput): Promise<BetRow> {
  const earlier = await replayOf(tx, input);
  if (!earlier) throw new Error('bet reference taken but not found');
  return earlier;
}
