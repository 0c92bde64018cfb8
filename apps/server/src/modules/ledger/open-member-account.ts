import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { findMemberAccount, insertMemberAccount } from './account-store';
import type { Account, MemberAccountKind } from './ledger-types';

/**
 * The member's account of a kind (main wallet, a vendor's wallet, bonus, points), opened at
 * zero on first use. Money accounts use the merchant's currency, points the unit PTS; a trial
 * member's accounts are play money (the database insists). Safe to call concurrently and
 * inside a caller's transaction (`sql` is the pool or an open transaction).
 */
export async function openMemberAccount(options: {
  sql: Sql;
  memberId: bigint;
  kind: MemberAccountKind;
  vendorCode?: string | null;
  currency: string;
}): Promise<Account> {
  const key = {
    memberId: options.memberId,
    kind: options.kind,
    vendorCode: options.kind === 'vendor' ? (options.vendorCode ?? null) : null,
    currency: options.kind === 'points' ? POINTS_UNIT : options.currency,
  };
  if (options.kind === 'vendor' && !key.vendorCode) throw new AppError('invalid_transfer');
  const found = await findMemberAccount(options.sql, key);
  if (found) return found;
  await insertMemberAccount(options.sql, key);
  const opened = await findMemberAccount(options.sql, key);
  if (!opened) throw new AppError('member_not_found');
  return opened;
}

/** Loyalty points are a unit of their own, so no transfer can turn them into money. */
export const POINTS_UNIT = 'PTS';
