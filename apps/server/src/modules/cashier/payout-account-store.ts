import type { Sql } from '../../db/db';

export interface PayoutAccount {
  id: bigint;
  merchantId: bigint;
  memberId: bigint;
  cardType: 'BC' | 'EW' | 'VW';
  bankCode: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  createdAt: Date;
  removedAt: Date | null;
}

interface Row {
  id: bigint;
  merchant_id: bigint;
  member_id: bigint;
  card_type: PayoutAccount['cardType'];
  bank_code: string;
  bank_name: string | null;
  account_name: string;
  account_number: string;
  created_at: Date;
  removed_at: Date | null;
}

const SELECT = `SELECT p.id, p.merchant_id, p.member_id, p.card_type, p.bank_code, b.bank_name,
  p.account_name, p.account_number, p.created_at, p.removed_at
  FROM payout_accounts p
  LEFT JOIN payout_banks b ON b.merchant_id = p.merchant_id AND b.card_type = p.card_type
   AND b.bank_code = p.bank_code`;

const toAccount = (r: Row): PayoutAccount => ({
  id: r.id,
  merchantId: r.merchant_id,
  memberId: r.member_id,
  cardType: r.card_type,
  bankCode: r.bank_code,
  bankName: r.bank_name ?? r.bank_code,
  accountName: r.account_name,
  accountNumber: r.account_number,
  createdAt: new Date(r.created_at),
  removedAt: r.removed_at ? new Date(r.removed_at) : null,
});

export async function selectActivePayoutAccounts(
  sql: Sql,
  memberId: bigint,
): Promise<PayoutAccount[]> {
  const r = await sql.query<Row>(
    `${SELECT} WHERE p.member_id = $1 AND p.removed_at IS NULL ORDER BY p.id`,
    [memberId],
  );
  return r.rows.map(toAccount);
}

export async function selectPayoutAccount(sql: Sql, id: bigint): Promise<PayoutAccount | null> {
  const r = await sql.query<Row>(`${SELECT} WHERE p.id = $1`, [id]);
  return r.rows[0] ? toAccount(r.rows[0]) : null;
}

export async function insertPayoutAccount(
  sql: Sql,
  a: {
    merchantId: bigint;
    memberId: bigint;
    cardType: string;
    bankCode: string;
    accountName: string;
    accountNumber: string;
  },
): Promise<bigint | null> {
  const r = await sql.query<{ id: bigint }>(
    `INSERT INTO payout_accounts (merchant_id, member_id, card_type, bank_code, account_name, account_number)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
    [a.merchantId, a.memberId, a.cardType, a.bankCode, a.accountName, a.accountNumber],
  );
  return r.rows[0]?.id ?? null;
}

export async function markPayoutAccountRemoved(
  sql: Sql,
  id: bigint,
  memberId: bigint,
): Promise<boolean> {
  const r = await sql.query(
    'UPDATE payout_accounts SET removed_at = now() WHERE id = $1 AND member_id = $2 AND removed_at IS NULL',
    [id, memberId],
  );
  return r.rowCount > 0;
}

/** Serialises one member's card changes, so the per-member limit holds under concurrency. */
export async function lockMemberForCards(sql: Sql, memberId: bigint): Promise<void> {
  await sql.query('SELECT pg_advisory_xact_lock(726354100, ($1::bigint % 2147483647)::int)', [
    memberId,
  ]);
}
