import { createHmac } from 'node:crypto';
import type { Db } from '../../db/db';
import { applySimTransfer, selectSimBalance } from './sim-vendor-store';
import type { TransferOutcome, VendorAdapter, VendorTransfer } from './vendor-adapter';

/**
 * A simulated third-party vendor in transfer-wallet mode, kept in-process so the transfer flow
 * (hold → vendor call → post or void) really runs: it keeps its own books in its own tables and
 * applies each transfer id once. Its "game" is a lobby page showing what the member holds
 * there (no gameplay: money only moves in and out). `failNext` lets tests make it refuse, and
 * `loseAnswers` makes it apply transfers but lose the answers (the caller sees no reply).
 */
export interface LocalTransferVendor extends VendorAdapter {
  failNext(count: number): void;
  loseAnswers(count: number): void;
}

export function localTransferAdapter(options: {
  db: Db;
  vendorCode: string;
  secret: string;
  /** Path prefix of the lobby page this server serves for it. */
  lobbyPath: string;
  now?: () => number;
}): LocalTransferVendor {
  const { db, vendorCode } = options;
  let failures = 0;
  let lostAnswers = 0;
  const move = async (t: VendorTransfer, direction: 'in' | 'out'): Promise<TransferOutcome> => {
    if (failures > 0) {
      failures -= 1;
      return { ok: false, reason: 'simulated vendor failure' };
    }
    const r = await applySimTransfer(db, {
      vendorCode,
      transferId: t.transferId,
      memberRef: t.memberRef,
      currency: t.currency,
      direction,
      amountMinor: t.amountMinor,
    });
    if (lostAnswers > 0) {
      lostAnswers -= 1;
      return { ok: false, reason: 'answer lost', unknown: true };
    }
    return r.ok
      ? { ok: true, vendorBalanceMinor: r.balanceMinor }
      : { ok: false, reason: 'insufficient balance at vendor' };
  };
  return {
    vendorCode,
    walletMode: 'transfer',
    async launch(request) {
      const expiresAt = (options.now ?? Date.now)() + 5 * 60_000;
      const ref = request.mode === 'real' && request.memberRef ? request.memberRef : 'demo';
      const sig = lobbySignature(options.secret, ref, expiresAt);
      return {
        gameUrl: `${options.lobbyPath}/${vendorCode}/lobby?m=${ref}&e=${expiresAt}&s=${sig}`,
        expiresAt,
      };
    },
    roundUrl: () => null,
    deposit: (t) => move(t, 'in'),
    withdraw: (t) => move(t, 'out'),
    balance: (memberRef) => selectSimBalance(db, vendorCode, memberRef),
    loseAnswers(count: number) {
      lostAnswers = count;
    },
    failNext(count: number) {
      failures = count;
    },
  };
}

/** The lobby link is signed so nobody reads another member's balance by editing the URL. */
export function lobbySignature(secret: string, memberRef: string, expiresAt: number): string {
  return createHmac('sha256', secret)
    .update(`${memberRef}.${expiresAt}`)
    .digest('hex')
    .slice(0, 32);
}
