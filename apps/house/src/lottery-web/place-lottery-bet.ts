/**
 * A bet from the betting page: the engine records it pending (placeBet), the session's wallet
 * debits the stake with the bet's own txId, then the engine confirms or rejects it.
 *
 * A retry with the same bet reference replays: a bet still pending is debited again with the
 * SAME txId (the platform answers a debit it already applied idempotently), a bet already
 * decided is returned as it is. When the debit's outcome stays unknown the bet is left pending:
 * settlement voids it and rolls the debit back, so the stake is never kept without a bet.
 */
import type { PlaceLotteryBetRequest } from '@wl/contract/lottery/place-bet';
import type { HouseDeps } from '../house-deps';
import { HouseError, type HouseErrorCode } from '../http/house-error';
import type { GameSession } from '../launch/session-store';
import { walletFor } from '../wallet/game-wallet';
import type { BetWithDraw } from '../lottery/bet-store';
import { confirmBet } from '../lottery/confirm-bet';
import { LotteryError } from '../lottery/lottery-error';
import { findGame } from '../lottery/games/lottery-games';
import { payoutsFor } from '../lottery/operator-tables';
import { placeBet } from '../lottery/place-bet';
import { rejectBet } from '../lottery/reject-bet';
import { sendWalletInstruction } from './send-wallet-instruction';

const PASSED_THROUGH: readonly HouseErrorCode[] = [
  'INSUFFICIENT_FUNDS', 'TOKEN_EXPIRED', 'INVALID_TOKEN', 'ACCOUNT_LOCKED', 'CURRENCY_MISMATCH',
];

export async function placeLotteryBet(
  deps: HouseDeps,
  options: { session: GameSession; bet: PlaceLotteryBetRequest },
): Promise<{ bet: BetWithDraw; balanceMinor: bigint | null }> {
  const { session, bet } = options;
  const game = findGame(bet.gameCode);
  if (!game) throw new LotteryError('lottery.game_unknown');
  // The operator's table (odds, switches, stake limits) of the merchant that launched the game.
  const payouts = await payoutsFor(deps.db, session.merchantCode, game.family);
  const placed = await placeBet({
    db: deps.db, now: new Date(deps.now()), payouts, memberRef: session.memberRef, sessionId: session.id,
    currency: session.currency, gameCode: bet.gameCode, numero: bet.numero, betType: bet.betType,
    numbers: bet.numbers, position: bet.position, stakeMinor: BigInt(bet.stakeMinor), betRef: bet.betRef,
  });
  const withDraw = (row: typeof placed.bet): BetWithDraw => ({ ...row, gameCode: bet.gameCode, numero: bet.numero });
  if (placed.bet.status !== 'pending') return { bet: withDraw(placed.bet), balanceMinor: null };

  const debit = await walletFor(deps.wallets, session).debit({
    session, txId: placed.debit.txId, roundId: placed.debit.roundId, gameCode: placed.debit.gameCode,
    amountMinor: placed.debit.amountMinor,
  });
  if (debit.kind === 'unknown') throw new HouseError('WALLET_UNAVAILABLE');
  if (debit.kind === 'refused') {
    await rejectBet({ db: deps.db, betId: placed.bet.id, now: new Date(deps.now()) });
    const code = (PASSED_THROUGH as readonly string[]).includes(debit.code) ? (debit.code as HouseErrorCode) : 'BET_REFUSED';
    throw new HouseError(code, code === 'BET_REFUSED' ? { walletCode: debit.code } : debit.value);
  }
  const confirmed = await confirmBet({ db: deps.db, betId: placed.bet.id, now: new Date(deps.now()) });
  if (confirmed.rollback) {
    // The draw closed while the debit was in flight: the stake goes straight back.
    await sendWalletInstruction(deps, confirmed.rollback);
    throw new LotteryError('lottery.draw_closed');
  }
  return { bet: withDraw(confirmed.bet), balanceMinor: debit.value };
}
