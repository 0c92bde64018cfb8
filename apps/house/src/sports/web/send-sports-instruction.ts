/**
 * Sends one settlement call of the book (credit of the payout — 0 for a lost bet — or rollback
 * of a void bet's debit) through the wallet of the session that placed the bet, and marks it
 * done once the platform has answered for good. A refusal is final for its txId (the platform
 * keeps its answer), so it is logged and marked done too; an unknown outcome waits for the
 * next tick, when the call is resent with the same txId.
 */
import type { HouseDeps } from '../../house-deps';
import { findSessionById } from '../../launch/session-store';
import { walletFor, type WalletSession } from '../../wallet/game-wallet';
import { markWalletDone } from '../bet-store';
import type { SportsWalletInstruction } from '../wallet-instruction';

export type SendOutcome = 'done' | 'refused' | 'unknown';

export async function sendSportsInstruction(deps: HouseDeps, i: SportsWalletInstruction): Promise<SendOutcome> {
  const found = i.sessionId === null ? null : await findSessionById(deps.db, i.sessionId);
  // Settlement needs no live session: credits and rollbacks name the member, not a token.
  const session: WalletSession = found ?? { id: 0n, mode: 'real', playerToken: null, memberRef: i.memberRef, currency: i.currency };
  const wallet = walletFor(deps.wallets, session);
  const move = { session, txId: i.txId, roundId: i.roundId, gameCode: i.gameCode, amountMinor: i.amountMinor, betTxId: i.debitTxId };
  const result = i.kind === 'credit' ? await wallet.credit(move) : await wallet.rollback(move);
  if (result.kind === 'unknown') return 'unknown';
  if (result.kind === 'refused') {
    deps.log.error({ betId: i.betId.toString(), txId: i.txId, code: result.code }, 'sports settlement refused by the wallet');
  }
  await markWalletDone(deps.db, i.betId, new Date(deps.now()));
  return result.kind === 'refused' ? 'refused' : 'done';
}
