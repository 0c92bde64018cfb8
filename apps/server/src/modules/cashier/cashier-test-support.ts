import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { hashPassword } from '../auth/password-hash';
import { openMemberAccount } from '../ledger/open-member-account';
import { systemAccount } from '../ledger/system-account';
import { createTestMember, type TestMember } from '../ledger/test-support';
import { transfer } from '../ledger/transfer';

/**
 * Helpers for the cashier's API tests: members with a payment password and money, and calls
 * with their session. Never imported by application code.
 */
export const PAYMENT_PASSWORD = '246810';

export async function memberWithMoney(
  db: Db,
  options: {
    amountMinor?: bigint;
    paymentPassword?: boolean;
    type?: number;
    uplineId?: bigint;
  } = {},
): Promise<TestMember & { walletId: bigint }> {
  const m = await createTestMember(db, { type: options.type ?? 0, uplineId: options.uplineId });
  if (options.paymentPassword !== false) {
    await db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [
      m.memberId,
      await hashPassword(PAYMENT_PASSWORD),
    ]);
  }
  const wallet = await openMemberAccount({
    sql: db,
    memberId: m.memberId,
    kind: 'main',
    currency: m.currency,
  });
  if (options.amountMinor && options.amountMinor > 0n) {
    const clearing = await systemAccount({
      sql: db,
      merchantId: m.merchantId,
      kind: 'cash_in_clearing',
      currency: m.currency,
    });
    await transfer({
      db,
      debitAccountId: clearing.id,
      creditAccountId: wallet.id,
      amountMinor: options.amountMinor,
      currency: m.currency,
      code: 'DEPOSIT',
      idempotencyKey: `test-fund:${m.memberId}`,
    });
  }
  return { ...m, walletId: wallet.id };
}

export function call(app: FastifyInstance, member: { headers: Record<string, string> }) {
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers: member.headers }),
    post: (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: { ...member.headers, ...headers },
        payload: payload as object,
      }),
  };
}

export async function mainBalanceMinor(db: Db, memberId: bigint): Promise<bigint> {
  const r = await db.query<{ balance_minor: bigint }>(
    `SELECT balance_minor FROM ledger_accounts WHERE member_id = $1 AND kind = 'main'`,
    [memberId],
  );
  return r.rows[0]?.balance_minor ?? 0n;
}
