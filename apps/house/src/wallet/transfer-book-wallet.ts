import type { HouseDb } from '../db/house-db';
import { walletBalance } from '../transfer-wallet/transfer-book-store';
import { applyTransferPlay } from '../transfer-wallet/transfer-play-store';
import type { GameWallet, MoneyMove, WalletSession } from './game-wallet';
import type { WalletResult } from './platform-wallet-client';

/**
 * Transfer-wallet play: the money the platform moved into the house (transfer-wallet/) is the
 * session's balance; stakes and wins move it here, with no call to the platform. Idempotent by
 * txId like the other wallets, so the round flow does not care which one it talks to.
 */
export function transferBookWallet(db: HouseDb): GameWallet {
  const key = (s: WalletSession) => ({ memberRef: s.memberRef, currency: s.currency });
  const apply = async (m: MoneyMove & { betTxId?: string }, kind: 'debit' | 'credit' | 'rollback'): Promise<WalletResult<bigint>> => {
    const r = await applyTransferPlay(db, {
      ...key(m.session), sessionId: m.session.id, txId: m.txId, kind, amountMinor: m.amountMinor,
      ...(m.betTxId === undefined ? {} : { betTxId: m.betTxId }),
    });
    if (r.kind === 'applied' || r.kind === 'replayed') return { kind: 'ok', value: r.balanceMinor };
    const value = { balanceMinor: r.balanceMinor.toString(), currency: m.session.currency };
    return { kind: 'refused', code: r.kind === 'insufficient' ? 'INSUFFICIENT_FUNDS' : 'BET_ALREADY_ROLLED_BACK', value };
  };
  return {
    balance: async (s) => ({ kind: 'ok', value: await walletBalance(db, key(s)) }),
    debit: (m) => apply(m, 'debit'),
    credit: (m) => apply(m, 'credit'),
    rollback: (m) => apply(m, 'rollback'),
  };
}
