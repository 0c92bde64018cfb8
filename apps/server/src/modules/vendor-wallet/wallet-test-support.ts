import type { FastifyInstance } from 'fastify';
import { signRequest } from '@wl/contract/vendor-wallet/signature';
import type { Db } from '../../db/db';
import { createTestMember, type TestMember } from '../ledger/test-support';
import { openMemberAccount } from '../ledger/open-member-account';
import { systemAccount } from '../ledger/system-account';
import { transfer } from '../ledger/transfer';
import { HOUSE_VENDOR_CODE } from './house-defaults';
import { issuePlayerToken } from './player-token';
import { selectIntegration } from './vendor-store';
import { toMemberRef } from './wallet-common';

/** Test helpers: a funded member with a player token, and signed calls through the app. */
export interface WalletPlayer extends TestMember {
  memberRef: string;
  playerToken: string;
}

export async function fundedPlayer(
  db: Db,
  options: { amountMinor?: bigint; ttlMs?: number; nowMs?: number; type?: number } = {},
): Promise<WalletPlayer> {
  const member = await createTestMember(db, { type: options.type ?? 0 });
  const amount = options.amountMinor ?? 100_000n;
  if (amount > 0n) {
    const main = await openMemberAccount({
      sql: db,
      memberId: member.memberId,
      kind: 'main',
      currency: member.currency,
    });
    const source = await systemAccount({
      sql: db,
      merchantId: member.merchantId,
      kind: 'cash_in_clearing',
      currency: member.currency,
    });
    await transfer({
      db,
      debitAccountId: source.id,
      creditAccountId: main.id,
      amountMinor: amount,
      currency: member.currency,
      code: 'DEPOSIT',
      idempotencyKey: `test-fund:${member.memberId}`,
    });
  }
  const { token } = await issuePlayerToken({
    sql: db,
    merchantId: member.merchantId,
    memberId: member.memberId,
    vendorCode: HOUSE_VENDOR_CODE,
    currency: member.currency,
    gameCode: 'lucky-sevens',
    gameType: 'RNG',
    nowMs: options.nowMs ?? Date.now(),
    ...(options.ttlMs !== undefined ? { ttlMs: options.ttlMs } : {}),
  });
  return { ...member, memberRef: toMemberRef(member.memberId), playerToken: token };
}

export async function houseSecret(db: Db, merchantId: bigint): Promise<string> {
  const v = await selectIntegration(db, merchantId, HOUSE_VENDOR_CODE);
  if (!v) throw new Error('house vendor not seeded');
  return v.secret;
}

export interface WalletReply {
  status: number;
  body: {
    success: boolean;
    message: string;
    value: Record<string, unknown> | null;
    errorCode?: string;
  };
}

/** A signed call as the house would send it; `tamper` edits the raw body after signing. */
export async function walletCall(
  app: FastifyInstance,
  secret: string,
  call: string,
  fields: Record<string, unknown>,
  options: {
    nowMs?: number;
    tamper?: (raw: string) => string;
    headers?: Record<string, string>;
    /** Sends the right HMAC in upper-case hex (the protocol allows lower-case only). */
    signatureCase?: 'upper';
  } = {},
): Promise<WalletReply> {
  const signed = signRequest({
    secret,
    vendorCode: HOUSE_VENDOR_CODE,
    fields,
    ...(options.nowMs !== undefined ? { nowMs: options.nowMs } : {}),
  });
  const payload = options.tamper ? options.tamper(signed.rawBody) : signed.rawBody;
  if (options.signatureCase === 'upper') {
    signed.headers['x-signature'] = signed.headers['x-signature']?.toUpperCase() ?? '';
  }
  const r = await app.inject({
    method: 'POST',
    url: `/vendor-wallet/v1/${call}`,
    payload,
    headers: { ...signed.headers, ...options.headers },
  });
  return { status: r.statusCode, body: r.json() };
}

/** Main wallet available balance straight from the ledger. */
export async function mainBalance(db: Db, memberId: bigint): Promise<bigint> {
  const r = await db.query<{ v: bigint }>(
    `SELECT coalesce(sum(balance_minor - pending_debit_minor), 0)::bigint AS v
       FROM ledger_accounts WHERE member_id = $1 AND kind = 'main'`,
    [memberId],
  );
  return r.rows[0]?.v ?? 0n;
}
