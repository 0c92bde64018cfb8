import type { BankCardView, SearchBankCardsQuery } from '@wl/contract/cashier/ops-cashier-setup';
import type { Sql } from '../../db/db';

/** Deposit channels as the operator edits them (every channel, in the players' order). */
export interface ChannelRow {
  id: bigint;
  type_code: string;
  kind: 'bank_transfer' | 'gateway';
  vendor_id: string;
  vendor_name: string;
  min_minor: bigint;
  max_minor: bigint;
  enabled: boolean;
  sort: number;
}

const CHANNEL_COLUMNS = `id, type_code, kind, vendor_id, vendor_name, min_minor, max_minor,
  enabled, sort`;

export async function selectAllChannels(sql: Sql, merchantId: bigint): Promise<ChannelRow[]> {
  const r = await sql.query<ChannelRow>(
    `SELECT ${CHANNEL_COLUMNS} FROM payment_channels WHERE merchant_id = $1 ORDER BY sort, id`,
    [merchantId],
  );
  return r.rows;
}

export async function lockChannel(
  sql: Sql,
  merchantId: bigint,
  id: bigint,
): Promise<ChannelRow | null> {
  const r = await sql.query<ChannelRow>(
    `SELECT ${CHANNEL_COLUMNS} FROM payment_channels WHERE merchant_id = $1 AND id = $2
        FOR UPDATE`,
    [merchantId, id],
  );
  return r.rows[0] ?? null;
}

export async function updateChannel(
  sql: Sql,
  id: bigint,
  c: { minMinor: bigint; maxMinor: bigint; enabled: boolean; sort: number },
): Promise<ChannelRow> {
  const r = await sql.query<ChannelRow>(
    `UPDATE payment_channels SET min_minor = $2, max_minor = $3, enabled = $4, sort = $5
      WHERE id = $1 RETURNING ${CHANNEL_COLUMNS}`,
    [id, c.minMinor, c.maxMinor, c.enabled, c.sort],
  );
  return r.rows[0]!;
}

interface CardRow {
  id: bigint;
  member_id: bigint;
  username: string;
  card_type: string;
  bank_code: string;
  bank_name: string | null;
  account_name: string;
  account_number: string;
  removed_at: Date | null;
  disabled_reason: string | null;
  created_at: Date;
  total?: bigint;
}

const STATUS_SQL = `CASE WHEN p.disabled_reason IS NOT NULL THEN 'disabled'
  WHEN p.removed_at IS NOT NULL THEN 'removed' ELSE 'active' END`;

const toCard = (r: CardRow): BankCardView => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  username: r.username,
  cardType: r.card_type,
  bankCode: r.bank_code,
  bankName: r.bank_name ?? r.bank_code,
  accountName: r.account_name,
  accountNumber: r.account_number,
  status: r.disabled_reason !== null ? 'disabled' : r.removed_at ? 'removed' : 'active',
  disabledReason: r.disabled_reason,
  createdAt: new Date(r.created_at).getTime(),
});

/** Payout accounts by member user name prefix, account number or account name; newest first. */
export async function selectBankCards(
  sql: Sql,
  merchantId: bigint,
  q: SearchBankCardsQuery,
): Promise<{ list: BankCardView[]; total: number }> {
  const r = await sql.query<CardRow>(
    `SELECT p.id, p.member_id, m.username, p.card_type, p.bank_code, b.bank_name,
            p.account_name, p.account_number, p.removed_at, p.disabled_reason, p.created_at,
            count(*) OVER () AS total
       FROM payout_accounts p
       JOIN members m ON m.id = p.member_id
       LEFT JOIN payout_banks b ON b.merchant_id = p.merchant_id AND b.card_type = p.card_type
        AND b.bank_code = p.bank_code
      WHERE p.merchant_id = $1
        AND ($2 = '' OR lower(m.username) LIKE lower($2) || '%' OR p.account_number = $2
             OR lower(p.account_name) = lower($2))
        AND ($3::text IS NULL OR ${STATUS_SQL} = $3)
      ORDER BY p.id DESC LIMIT $4 OFFSET $5`,
    [merchantId, q.keyword, q.status ?? null, q.pageSize, (q.pageNo - 1) * q.pageSize],
  );
  return { list: r.rows.map(toCard), total: Number(r.rows[0]?.total ?? 0) };
}

export async function lockBankCard(sql: Sql, merchantId: bigint, id: bigint) {
  const r = await sql.query<CardRow>(
    `SELECT p.id, p.member_id, m.username, p.card_type, p.bank_code, NULL AS bank_name,
            p.account_name, p.account_number, p.removed_at, p.disabled_reason, p.created_at
       FROM payout_accounts p JOIN members m ON m.id = p.member_id
      WHERE p.merchant_id = $1 AND p.id = $2 FOR UPDATE OF p`,
    [merchantId, id],
  );
  return r.rows[0] ? toCard(r.rows[0]) : null;
}

export async function markBankCardDisabled(
  sql: Sql,
  id: bigint,
  operatorId: bigint,
  reason: string,
): Promise<void> {
  await sql.query(
    `UPDATE payout_accounts SET removed_at = coalesce(removed_at, now()), disabled_by = $2,
            disabled_reason = $3 WHERE id = $1`,
    [id, operatorId, reason],
  );
}

export interface ProofRow {
  id: bigint;
  mime: string;
  size_bytes: number;
  created_at: Date;
}

/** The proof images a member filed against a withdrawal of this merchant. */
export async function selectProofs(
  sql: Sql,
  merchantId: bigint,
  orderNo: string,
): Promise<ProofRow[] | null> {
  const w = await sql.query<{ id: bigint }>(
    'SELECT id FROM withdrawals WHERE merchant_id = $1 AND order_no = $2',
    [merchantId, orderNo],
  );
  if (!w.rows[0]) return null;
  const r = await sql.query<ProofRow>(
    `SELECT id, mime, size_bytes, created_at FROM withdrawal_proofs
      WHERE withdrawal_id = $1 ORDER BY id`,
    [w.rows[0].id],
  );
  return r.rows;
}

export async function selectProofContent(
  sql: Sql,
  merchantId: bigint,
  id: bigint,
): Promise<{ mime: string; content: Buffer } | null> {
  const r = await sql.query<{ mime: string; content: Buffer }>(
    `SELECT p.mime, p.content FROM withdrawal_proofs p
       JOIN withdrawals w ON w.id = p.withdrawal_id
      WHERE p.id = $1 AND w.merchant_id = $2`,
    [id, merchantId],
  );
  return r.rows[0] ?? null;
}
