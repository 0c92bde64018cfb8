/**
 * What must be sent to the platform after a bet is settled: a credit of the payout (0 for a
 * lost bet, which closes the bet's round at the platform) or a rollback of the stake debit for
 * a void bet. Each bet is its own platform round, `sports-<betId>`, opened by the stake debit;
 * txIds are unique per bet and call, so a resend is answered idempotently.
 */
import type { SportsBet } from './bet-store';
import { SPORTS_GAME_CODE } from './sports-config';

export interface SportsWalletInstruction {
  betId: bigint;
  kind: 'credit' | 'rollback';
  sessionId: bigint | null;
  memberRef: string;
  currency: string;
  gameCode: string;
  roundId: string;
  txId: string;
  debitTxId: string;
  amountMinor: bigint;
}

export const sportsRoundId = (betId: bigint) => `sports-${betId}`;

export function instructionFor(bet: SportsBet): SportsWalletInstruction {
  if (bet.settleTxId === null || bet.status === 'pending' || bet.status === 'placed') {
    throw new Error(`bet ${bet.id} is not settled`);
  }
  return {
    betId: bet.id,
    kind: bet.status === 'void' ? 'rollback' : 'credit',
    sessionId: bet.sessionId,
    memberRef: bet.memberRef,
    currency: bet.currency,
    gameCode: SPORTS_GAME_CODE,
    roundId: sportsRoundId(bet.id),
    txId: bet.settleTxId,
    debitTxId: bet.debitTxId,
    amountMinor: bet.status === 'void' ? bet.stakeMinor : (bet.payoutMinor ?? 0n),
  };
}
