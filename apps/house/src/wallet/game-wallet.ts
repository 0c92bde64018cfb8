import type { FreeSpinRef } from '@wl/contract/vendor-wallet/house-free-spins';
import type { WalletResult } from './platform-wallet-client';

/**
 * Where a game session's money lives: the platform's wallet over the seamless protocol (real
 * play), the session's own play money (demo), or the member's balance at the house that the
 * platform moved in (transfer). Every method answers the balance after it.
 */
export interface WalletSession {
  id: bigint;
  mode: 'real' | 'demo' | 'transfer';
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
  /** Pays `betTxId`'s win, or (real play only) a free spin's, which has no debit. */
  credit(move: MoneyMove & { betTxId?: string; freeSpin?: FreeSpinRef }): Promise<WalletResult<bigint>>;
  /** Returns the stake of `betTxId` (`amountMinor`, which the platform does not need). */
  rollback(move: MoneyMove & { betTxId: string }): Promise<WalletResult<bigint>>;
}

export interface Wallets {
  real: GameWallet;
  demo: GameWallet;
  transfer: GameWallet;
}

export function walletFor(wallets: Wallets, session: WalletSession): GameWallet {
  if (session.mode === 'demo') return wallets.demo;
  return session.mode === 'transfer' ? wallets.transfer : wallets.real;
}
