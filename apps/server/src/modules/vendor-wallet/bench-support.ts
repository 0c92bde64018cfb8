import { signRequest } from '@wl/contract/vendor-wallet/signature';
import type { Db } from '../../db/db';
import { createTestMember } from '../ledger/test-support';
import { openMemberAccount } from '../ledger/open-member-account';
import { systemAccount } from '../ledger/system-account';
import { transfer } from '../ledger/transfer';
import { HOUSE_VENDOR_CODE } from './house-defaults';
import { issuePlayerToken } from './player-token';
import { selectIntegration } from './vendor-store';
import { toMemberRef } from './wallet-common';
import { VENDOR_WALLET_PREFIX } from './vendor-wallet-routes';

/**
 * Benchmark (and concurrency test) support: funded players with house player tokens, and
 * signed seamless calls built on demand so each carries a fresh timestamp. A bench sends
 * `betAndWin(i)`'s two requests in order, over HTTP or `app.inject`.
 */
export interface SignedCall {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  payload: string;
}

export interface BenchPlayer {
  memberId: bigint;
  memberRef: string;
  token: string;
  currency: string;
}

export interface SeamlessWorkload {
  secret: string;
  players: BenchPlayer[];
  /** Signs one wallet call now (`call` = debit, credit, rollback, balance, authenticate). */
  sign: (call: string, fields: Record<string, unknown>) => SignedCall;
  /** The i-th bet of `stakeMinor` and its win (`payoutMinor`, "0" for a loss), unique ids. */
  betAndWin: (i: number, stakeMinor?: string, payoutMinor?: string) => [SignedCall, SignedCall];
}

export async function prepareSeamlessWorkload(options: {
  db: Db;
  players: number;
  fundMinor: bigint;
  merchantCode?: string;
  runId?: string;
}): Promise<SeamlessWorkload> {
  const { db } = options;
  const runId = options.runId ?? `w${Date.now().toString(36)}`;
  const players: BenchPlayer[] = [];
  let secret = '';
  for (let i = 0; i < options.players; i++) {
    const m = await createTestMember(db, {
      ...(options.merchantCode ? { merchantCode: options.merchantCode } : {}),
    });
    if (!secret) {
      const v = await selectIntegration(db, m.merchantId, HOUSE_VENDOR_CODE);
      if (!v) throw new Error('the house vendor is not configured for this merchant');
      secret = v.secret;
    }
    const main = await openMemberAccount({
      sql: db,
      memberId: m.memberId,
      kind: 'main',
      currency: m.currency,
    });
    const source = await systemAccount({
      sql: db,
      merchantId: m.merchantId,
      kind: 'cash_in_clearing',
      currency: m.currency,
    });
    await transfer({
      db,
      debitAccountId: source.id,
      creditAccountId: main.id,
      amountMinor: options.fundMinor,
      currency: m.currency,
      code: 'DEPOSIT',
      idempotencyKey: `bench-fund:${runId}:${m.memberId}`,
    });
    const { token } = await issuePlayerToken({
      sql: db,
      merchantId: m.merchantId,
      memberId: m.memberId,
      vendorCode: HOUSE_VENDOR_CODE,
      currency: m.currency,
      gameCode: 'lucky-sevens',
      gameType: 'RNG',
      nowMs: Date.now(),
      ttlMs: 24 * 3_600_000,
    });
    players.push({
      memberId: m.memberId,
      memberRef: toMemberRef(m.memberId),
      token,
      currency: m.currency,
    });
  }
  const sign = (call: string, fields: Record<string, unknown>): SignedCall => {
    const s = signRequest({ secret, vendorCode: HOUSE_VENDOR_CODE, fields });
    return {
      method: 'POST',
      url: `${VENDOR_WALLET_PREFIX}/${call}`,
      headers: s.headers,
      payload: s.rawBody,
    };
  };
  const betAndWin = (
    i: number,
    stakeMinor = '100',
    payoutMinor = '95',
  ): [SignedCall, SignedCall] => {
    const p = players[i % players.length];
    if (!p) throw new Error('no players');
    const roundId = `${runId}.${i}`;
    const common = {
      memberRef: p.memberRef,
      currency: p.currency,
      roundId,
      gameCode: 'lucky-sevens',
    };
    return [
      sign('debit', { ...common, token: p.token, txId: `${roundId}.d`, amountMinor: stakeMinor }),
      sign('credit', {
        ...common,
        txId: `${roundId}.c`,
        betTxId: `${roundId}.d`,
        amountMinor: payoutMinor,
      }),
    ];
  };
  return { secret, players, sign, betAndWin };
}
