import type { Sql } from '../../db/db';
import type { Account, AccountKind, MemberAccountKind, SystemAccountKind } from './ledger-types';

interface AccountRow {
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

const COLUMNS = `id, merchant_id, kind, member_id, vendor_code, currency, play_money,
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
       SELECT ${COLUMNS} FROM ledger_accounts
        WHERE id = ANY($1::bigint[]) AND member_id IS NOT NULL
        ORDER BY id FOR UPDATE)
     SELECT * FROM locked
     UNION ALL
     SELECT ${COLUMNS} FROM ledger_accounts WHERE id = ANY($1::bigint[]) AND member_id IS NULL`,
    [ids.map(String)],
  );
  return r.rows.map(toAccount);
}

export async function findAccount(sql: Sql, id: bigint): Promise<Account | null> {
  const r = await sql.query<AccountRow>(`SELECT ${COLUMNS} FROM ledger_accounts WHERE id = $1`, [
    id,
  ]);
  return r.rows[0] ? toAccount(r.rows[0]) : null;
}

/** Every account of a member: the balance call's one indexed query. */
export async function listMemberAccounts(sql: Sql, memberId: bigint): Promise<Account[]> {
  const r = await sql.query<AccountRow>(
    `SELECT ${COLUMNS} FROM ledger_accounts WHERE member_id = $1 ORDER BY id`,
    [memberId],
  );
  return r.rows.map(toAccount);
}

export async function findMemberAccount(
  sql: Sql,
  key: { memberId: bigint; kind: MemberAccountKind; vendorCode: string | null; currency: string },
): Promise<Account | null> {
  const r = await sql.query<AccountRow>(
    `SELECT ${COLUMNS} FROM ledger_accounts
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

export async function upsertSystemAccount(
  sql: Sql,
  key: { merchantId: bigint; kind: SystemAccountKind; currency: string; playMoney: boolean },
): Promise<Account> {
  await sql.query(
    `INSERT INTO ledger_accounts (merchant_id, kind, currency, play_money)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [key.merchantId, key.kind, key.currency, key.playMoney],
  );
  const r = await sql.query<AccountRow>(
    `SELECT ${COLUMNS} FROM ledger_accounts
      WHERE merchant_id = $1 AND kind = $2 AND currency = $3 AND play_money = $4
        AND member_id IS NULL`,
    [key.merchantId, key.kind, key.currency, key.playMoney],
  );
  const row = r.rows[0];
  if (!row) throw new Error(`system account ${key.kind} could not be opened`);
  return toAccount(row);
}

export async function listSystemAccounts(sql: Sql, merchantId: bigint): Promise<Account[]> {
  const r = await sql.query<AccountRow>(
    `SELECT ${COLUMNS} FROM ledger_accounts WHERE merchant_id = $1 AND member_id IS NULL
      ORDER BY kind, currency, play_money`,
    [merchantId],
  );
  return r.rows.map(toAccount);
}
