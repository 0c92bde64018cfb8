/**
 * What the house wallet client must send to the platform after settlement, one per bet:
 * a credit of the payout (0 for a lost bet, which closes the round in the platform's bet
 * record) or a rollback of the stake debit for a void bet. `txId` is unique per bet and
 * call, so the platform's idempotency by vendor transaction id makes a resend harmless.
 * Each bet is its own round on the platform (`roundId`), opened by the stake debit.
 */
import type { BetWithDraw } from './bet-store';

interface InstructionBase {
  betId: bigint;
  /** The house session that placed the bet (real or demo wallet), if known. */
  sessionId: bigint | null;
  roundId: string;
  memberRef: string;
  currency: string;
  gameCode: string;
  numero: string;
  txId: string;
  /** The transaction id of the stake debit this call settles or undoes. */
  debitTxId: string;
}

export type WalletInstruction =
  | (InstructionBase & { kind: 'credit'; outcome: 'won' | 'lost'; amountMinor: bigint })
  | (InstructionBase & { kind: 'rollback'; amountMinor: bigint });

/** The platform round of a lottery bet: the debit, and later its credit or rollback. */
export const lotteryRoundId = (betId: bigint) => `lottery-${betId}`;

export function instructionFor(bet: BetWithDraw): WalletInstruction {
  if (bet.settleTxId === null) throw new Error(`bet ${bet.id} has no settlement transaction`);
  const base: InstructionBase = {
    betId: bet.id,
    sessionId: bet.sessionId,
    roundId: lotteryRoundId(bet.id),
    memberRef: bet.memberRef,
    currency: bet.currency,
    gameCode: bet.gameCode,
    numero: bet.numero,
    txId: bet.settleTxId,
    debitTxId: bet.debitTxId,
  };
  switch (bet.status) {
    case 'won':
    case 'lost':
      return { ...base, kind: 'credit', outcome: bet.status, amountMinor: bet.payoutMinor ?? 0n };
    case 'void':
      return { ...base, kind: 'rollback', amountMinor: bet.stakeMinor };
    case 'pending':
    case 'placed':
      throw new Error(`bet ${bet.id} is not settled`);
    default: {
      const unreachable: never = bet.status;
      throw new Error(`unknown bet status ${String(unreachable)}`);
    }
  }
}
