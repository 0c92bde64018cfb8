import type { WalletResult } from './platform-wallet-client';

/**
 * Where a game session's money lives: the platform's wallet over the seamless protocol (real
 * play) or the session's own play money (demo). Every method answers the balance after it.
 */
export interface WalletSession {
  id: bigint;
  mode: 'real' | 'demo';
  playerToken: string | null;
  memberRef: string;
  currency: string;
}

export interface MoneyMove {
  session: WalletSession;
  txId: string;
  /** The round id the platform sees: the wager's own, or the live table round's. */
  roundId: string;
  gameCode: string;
  amountMinor: bigint;
}

export interface GameWallet {
  balance(session: WalletSession): Promise<WalletResult<bigint>>;
  debit(move: MoneyMove): Promise<WalletResult<bigint>>;
  credit(move: MoneyMove & { betTxId: string }): Promise<WalletResult<bigint>>;
  /** Returns the stake of `betTxId` (`amountMinor`, which the platform does not need). */
  rollback(move: MoneyMove & { betTxId: string }): Promise<WalletResult<bigint>>;
}

export interface Wallets {
  real: GameWallet;
  demo: GameWallet;
}

export function walletFor(wallets: Wallets, session: WalletSession): GameWallet {
  return session.mode === 'demo' ? wallets.demo : wallets.real;
}
