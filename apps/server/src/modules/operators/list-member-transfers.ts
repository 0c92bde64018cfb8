import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { money } from '../cashier/money-edge';
import { toBalance } from '../ledger/balances';
import { listTransfers } from '../ledger/list-transfers';
import type { Merchant } from '../merchants/merchant';
import { findMember } from '../members/find-member';

/** Any member's ledger transfers for an operator: every kind, holds included, newest first. */
export async function listMemberTransfers(options: {
  sql: Sql;
  merchant: Merchant;
  memberId: bigint;
  code?: string;
  startTime?: number;
  endTime?: number;
  pageNo: number;
  pageSize: number;
}) {
  const member = await findMember({
    sql: options.sql,
    merchantId: options.merchant.id,
    by: { id: options.memberId },
  });
  if (!member) throw new AppError('member_not_found');
  const page = await listTransfers({
    sql: options.sql,
    memberId: member.id,
    kinds: ['posted', 'pending', 'post_pending', 'void_pending'],
    codes: options.code ? [options.code] : null,
    from: options.startTime !== undefined ? new Date(options.startTime) : null,
    to: options.endTime !== undefined ? new Date(options.endTime) : null,
    pageNo: options.pageNo,
    pageSize: options.pageSize,
  });
  return {
    username: member.username,
    accounts: page.accounts.map(toBalance).map((b) => ({
      accountId: b.accountId.toString(),
      kind: b.kind,
      vendorCode: b.vendorCode,
      balance: money(b.balanceMinor, b.currency),
      held: money(b.heldMinor, b.currency),
      available: money(b.availableMinor, b.currency),
      playMoney: b.playMoney,
    })),
    list: page.rows.map((t) => ({
      id: t.id.toString(),
      kind: t.kind,
      code: t.code,
      debitAccountId: t.debitAccountId.toString(),
      creditAccountId: t.creditAccountId.toString(),
      amount: money(t.amountMinor, t.currency),
      currency: t.currency,
      reference: t.reference,
      idempotencyKey: t.idempotencyKey,
      pendingId: t.pendingId?.toString() ?? null,
      createdAt: t.createdAt.getTime(),
    })),
    total: page.total,
    totalPages: Math.max(1, Math.ceil(page.total / options.pageSize)),
    pageNum: options.pageNo,
  };
}
