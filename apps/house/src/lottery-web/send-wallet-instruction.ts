/**
 * Sends one settlement call of the lottery (credit of the payout — 0 for a lost bet, which
 * closes the bet's round at the platform — or rollback of a void bet's debit) through the
 * wallet of the session that placed the bet, and marks it done once the platform has answered
 * for good. A final refusal that says the call is already reflected (settled / rolled back /
 * no such bet for a rollback) also counts as done; an unknown outcome is left for the next tick.
 */
import type { HouseDeps } from '../house-deps';
import { findSessionById } from '../launch/session-store';
import { walletFor, type WalletSession } from '../wallet/game-wallet';
import type { WalletResult } from '../wallet/platform-wallet-client';
import { markWalletInstructionDone } from '../lottery/mark-wallet-instruction-done';
import type { WalletInstruction } from '../lottery/wallet-instruction';

export type SendOutcome = 'done' | 'refused' | 'unknown';

export async function sendWalletInstruction(deps: HouseDeps, instruction: WalletInstruction): Promise<SendOutcome> {
  const session = await walletSessionOf(deps, instruction);
  const wallet = walletFor(deps.wallets, session);
  const move = {
    session, txId: instruction.txId, roundId: instruction.roundId, gameCode: instruction.gameCode,
    amountMinor: instruction.amountMinor, betTxId: instruction.debitTxId,
  };
  const result: WalletResult<bigint> = instruction.kind === 'credit' ? await wallet.credit(move) : await wallet.rollback(move);
  if (result.kind === 'unknown') return 'unknown';
  if (result.kind === 'refused') {
    deps.log.error({ betId: instruction.betId.toString(), txId: instruction.txId, code: result.code }, 'lottery settlement refused by the wallet');
    // A refusal is final for this txId (the platform keeps its answer): resending cannot help.
    await markWalletInstructionDone({ db: deps.db, betId: instruction.betId, now: new Date(deps.now()) });
    return 'refused';
  }
  await markWalletInstructionDone({ db: deps.db, betId: instruction.betId, now: new Date(deps.now()) });
  return 'done';
}

async function walletSessionOf(deps: HouseDeps, i: WalletInstruction): Promise<WalletSession> {
  const session = i.sessionId === null ? null : await findSessionById(deps.db, i.sessionId);
  // Settlement needs no live session: credits and rollbacks name the member, not a token.
  return session ?? { id: 0n, mode: 'real', playerToken: null, memberRef: i.memberRef, currency: i.currency };
}
