/**
 * A bet from the book's page: the engine records it pending (placeSportsBet), the session's
 * wallet debits the stake with the bet's own txId, then the engine confirms or rejects it. A
 * retry with the same bet reference debits a still-pending bet again with the SAME txId (the
 * platform answers idempotently). An unknown debit outcome leaves the bet pending: settlement
 * voids it and rolls the debit back.
 */
import type { HouseDeps } from '../../house-deps';
import { HouseError, type HouseErrorCode } from '../../http/house-error';
import type { GameSession } from '../../launch/session-store';
import { walletFor } from '../../wallet/game-wallet';
import type { SportsBet } from '../bet-store';
import { confirmSportsBet, placeSportsBet, rejectSportsBet } from '../place-bet';
import { SPORTS_GAME_CODE, type SportsConfig } from '../sports-config';
import { sendSportsInstruction } from './send-sports-instruction';

const PASSED_THROUGH: readonly string[] = ['INSUFFICIENT_FUNDS', 'TOKEN_EXPIRED', 'INVALID_TOKEN', 'ACCOUNT_LOCKED', 'CURRENCY_MISMATCH'];

export async function placeSportsBetWithWallet(
  deps: HouseDeps,
  o: { session: GameSession; config: SportsConfig; matchId: bigint; market: string; selection: string; stakeMinor: bigint; betRef: string },
): Promise<{ bet: SportsBet; balanceMinor: bigint | null }> {
  const { session } = o;
  const placed = await placeSportsBet({
    db: deps.db, now: new Date(deps.now()), config: o.config, memberRef: session.memberRef, sessionId: session.id,
    currency: session.currency, matchId: o.matchId, market: o.market, selection: o.selection, stakeMinor: o.stakeMinor, betRef: o.betRef,
  });
  if (placed.bet.status !== 'pending') return { bet: placed.bet, balanceMinor: null };
  const debit = await walletFor(deps.wallets, session).debit({
    session, txId: placed.debit.txId, roundId: placed.debit.roundId, gameCode: SPORTS_GAME_CODE, amountMinor: placed.debit.amountMinor,
  });
  if (debit.kind === 'unknown') throw new HouseError('WALLET_UNAVAILABLE');
  if (debit.kind === 'refused') {
    await rejectSportsBet({ db: deps.db, betId: placed.bet.id, now: new Date(deps.now()) });
    const code = PASSED_THROUGH.includes(debit.code) ? (debit.code as HouseErrorCode) : 'BET_REFUSED';
    throw new HouseError(code, code === 'BET_REFUSED' ? { walletCode: debit.code } : debit.value);
  }
  const confirmed = await confirmSportsBet({ db: deps.db, betId: placed.bet.id, now: new Date(deps.now()) });
  if (confirmed.rollback) {
    // Kickoff came while the debit was in flight: the stake goes straight back.
    await sendSportsInstruction(deps, confirmed.rollback);
    throw new HouseError('TABLE_CLOSED');
  }
  return { bet: confirmed.bet, balanceMinor: debit.value };
}
