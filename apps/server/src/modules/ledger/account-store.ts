import type { Sql } from '../../db/db';
import type { Account, AccountKind, MemberAccountKind, SystemAccountKind } from './ledger-types';

export interface AccountRow {
  id: bigint;
  merchant_id: bigint;
  kind: AccountKind;
  member_id: bigint | null;
  vendor_code: string | null;
  currency: string;
  play_money: boolean;
  balance_minor: bigint;
  pending_debit_minor: bigint;
  pending_credit_minor: bigint;
}

export const ACCOUNT_COLUMNS = `id, merchant_id, kind, member_id, vendor_code, currency, play_money,
  balance_minor, pending_debit_minor, pending_credit_minor`;

export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    kind: row.kind,
    memberId: row.member_id,
    vendorCode: row.vendor_code,
    currency: row.currency,
    playMoney: row.play_money,
    balanceMinor: row.balance_minor,
    pendingDebitMinor: row.pending_debit_minor,
    pendingCreditMinor: row.pending_credit_minor,
  };
}

/**
 * Reads the accounts of a transfer in one round trip, locking the member accounts (the ones
 * whose balance is checked) in id order. System accounts are read without a lock: their rows
 * are locked by the transfer trigger's update, later and for a shorter time, which matters
 * because every deposit or withdrawal of a merchant touches the same clearing account.
 */
export async function lockAccounts(sql: Sql, ids: readonly bigint[]): Promise<Account[]> {
  const r = await sql.query<AccountRow>(
    `WITH locked AS (
       SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts
        WHERE id = ANY($1::bigint[]) AND member_id IS NOT NULL
        ORDER BY id FOR UPDATE)
     SELECT * FROM locked
     UNION ALL
     SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE id = ANY($1::bigint[]) AND member_id IS NULL`,
    [ids.map(String)],
  );
  return r.rows.map(toAccount);
}

export async function findAccount(sql: Sql, id: bigint): Promise<Account | null> {
  const r = await sql.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE id = $1`,
    [id],
  );
  return r.rows[0] ? toAccount(r.rows[0]) : null;
}

/** Every account of a member: the balance call's one indexed query. */
export async function listMemberAccounts(sql: Sql, memberId: bigint): Promise<Account[]> {
  const r = await sql.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE member_id = $1 ORDER BY id`,
    [memberId],
  );
  return r.rows.map(toAccount);
}

export async function findMemberAccount(
  sql: Sql,
  key: { memberId: bigint; kind: MemberAccountKind; vendorCode: string | null; currency: string },
): Promise<Account | null> {
  const r = await sql.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts
      WHERE member_id = $1 AND kind = $2 AND coalesce(vendor_code, '') = $3 AND currency = $4`,
    [key.memberId, key.kind, key.vendorCode ?? '', key.currency],
  );
  return r.rows[0] ? toAccount(r.rows[0]) : null;
}

/** Opens a member account unless it exists; the play-money flag follows the member's type. */
export async function insertMemberAccount(
  sql: Sql,
  key: { memberId: bigint; kind: MemberAccountKind; vendorCode: string | null; currency: string },
): Promise<void> {
  await sql.query(
    `INSERT INTO ledger_accounts (merchant_id, kind, member_id, vendor_code, currency, play_money)
     SELECT m.merchant_id, $2, m.id, $3, $4, m.type = 4 FROM members m WHERE m.id = $1
     ON CONFLICT DO NOTHING`,
    [key.memberId, key.kind, key.vendorCode, key.currency],
  );
}

/** Opens a system account unless it exists; `subAccount` is 0 except for the house's (0011). */
export async function upsertSystemAccount(
  sql: Sql,
  key: {
    merchantId: bigint;
    kind: SystemAccountKind;
    currency: string;
    playMoney: boolean;
    subAccount?: number;
  },
): Promise<Account> {
  const params = [key.merchantId, key.kind, key.currency, key.playMoney, key.subAccount ?? 0];
  await sql.query(
    `INSERT INTO ledger_accounts (merchant_id, kind, currency, play_money, sub_account)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    params,
  );
  const r = await sql.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts
      WHERE merchant_id = $1 AND kind = $2 AND currency = $3 AND play_money = $4
        AND sub_account = $5 AND member_id IS NULL`,
    params,
  );
  const row = r.rows[0];
  if (!row) throw new Error(`system account ${key.kind} could not be opened`);
  return toAccount(row);
}

/** The merchant's system accounts; the house once per sub-account (sum them: `houseBalance`). */
export async function listSystemAccounts(sql: Sql, merchantId: bigint): Promise<Account[]> {
  const r = await sql.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE merchant_id = $1 AND member_id IS NULL
      ORDER BY kind, currency, play_money, sub_account`,
    [merchantId],
  );
  return r.rows.map(toAccount);
}

/** The house's balance and holds: the sums over its sub-accounts (ADR 0011). */
export async function sumHouseAccounts(
  sql: Sql,
  key: { merchantId: bigint; currency: string; playMoney: boolean },
): Promise<{
  subAccounts: number;
  balanceMinor: bigint;
  pendingDebitMinor: bigint;
  pendingCreditMinor: bigint;
}> {
  const r = await sql.query<{ n: bigint; balance: bigint; pd: bigint; pc: bigint }>(
    `SELECT count(*) AS n, coalesce(sum(balance_minor), 0)::bigint AS balance,
            coalesce(sum(pending_debit_minor), 0)::bigint AS pd,
            coalesce(sum(pending_credit_minor), 0)::bigint AS pc
       FROM ledger_accounts
      WHERE merchant_id = $1 AND kind = 'house' AND currency = $2 AND play_money = $3
        AND member_id IS NULL`,
    [key.merchantId, key.currency, key.playMoney],
  );
  const row = r.rows[0];
  return {
    subAccounts: Number(row?.n ?? 0n),
    balanceMinor: row?.balance ?? 0n,
    pendingDebitMinor: row?.pd ?? 0n,
    pendingCreditMinor: row?.pc ?? 0n,
  };
}
