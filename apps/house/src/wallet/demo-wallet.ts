import type { HouseDb } from '../db/house-db';
import type { GameWallet } from './game-wallet';
import type { WalletResult } from './platform-wallet-client';
import { applyDemoTransfer, demoBalance } from './demo-wallet-store';

/**
 * Demo play: the session's play money, kept by the house, idempotent by txId like the real
 * wallet so that the round flow does not care which one it talks to.
 */
export function demoWallet(db: HouseDb): GameWallet {
  const ok = (value: bigint): WalletResult<bigint> => ({ kind: 'ok', value });
  return {
    balance: async (s) => ok(await demoBalance(db, s.id)),
    async debit(m) {
      const r = await applyDemoTransfer(db, { sessionId: m.session.id, txId: m.txId, kind: 'debit', amountMinor: m.amountMinor });
      if (r.kind === 'insufficient') {
        return { kind: 'refused', code: 'INSUFFICIENT_FUNDS', value: { balanceMinor: r.balanceMinor.toString(), currency: m.session.currency } };
      }
      return ok(r.balanceMinor);
    },
    credit: async (m) =>
      ok((await applyDemoTransfer(db, { sessionId: m.session.id, txId: m.txId, kind: 'credit', amountMinor: m.amountMinor })).balanceMinor),
    async rollback(m) {
      const r = await applyDemoTransfer(db, {
        sessionId: m.session.id, txId: m.txId, kind: 'rollback', amountMinor: m.amountMinor, betTxId: m.betTxId,
      });
      return ok(r.balanceMinor);
    },
  };
}
