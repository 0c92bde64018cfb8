import type { Sql } from '../../db/db';

/**
 * Members holding money in a transfer-mode vendor's wallet (ledger vendor accounts with an
 * available balance), oldest movement first: what the recall sweep works through.
 */
export async function selectVendorBalancesToSweep(
  sql: Sql,
  options: { idleBefore: Date; limit: number },
): Promise<{ merchantId: bigint; memberId: bigint; vendorCode: string }[]> {
  const r = await sql.query<{ merchant_id: bigint; member_id: bigint; vendor_code: string }>(
    `SELECT a.merchant_id, a.member_id, a.vendor_code
       FROM ledger_accounts a
       JOIN vendor_integrations v ON v.merchant_id = a.merchant_id AND v.vendor_code = a.vendor_code
      WHERE a.kind = 'vendor' AND v.wallet_mode = 'transfer'
        AND a.balance_minor - a.pending_debit_minor > 0
        AND NOT EXISTS (SELECT 1 FROM ledger_transfers t
                         WHERE t.credit_account_id = a.id AND t.created_at >= $1)
      ORDER BY a.id LIMIT $2`,
    [options.idleBefore, options.limit],
  );
  return r.rows.map((x) => ({
    merchantId: x.merchant_id,
    memberId: x.member_id,
    vendorCode: x.vendor_code,
  }));
}

export interface OpenVendorHold {
  holdId: bigint;
  /** Our key, which the vendor knows as the transferId. */
  key: string;
  merchantId: bigint;
  memberId: bigint;
  vendorCode: string;
  direction: 'in' | 'out';
  amountMinor: bigint;
  currency: string;
}

/** Vendor moves held longer than `before` with no answer from the vendor yet, oldest first. */
export async function selectOpenVendorHolds(
  sql: Sql,
  options: { before: Date; limit: number },
): Promise<OpenVendorHold[]> {
  const r = await sql.query<{
    id: bigint;
    idempotency_key: string;
    merchant_id: bigint;
    member_id: bigint;
    vendor: string;
    direction: 'in' | 'out';
    amount_minor: bigint;
    currency: string;
  }>(
    `SELECT t.id, t.idempotency_key, a.merchant_id, a.member_id, t.metadata->>'vendor' AS vendor,
            t.metadata->>'direction' AS direction, t.amount_minor, t.currency
       FROM ledger_transfers t
       JOIN ledger_accounts a ON a.id = t.debit_account_id
      WHERE t.kind = 'pending' AND t.code = 'WALLET_TRANSFER' AND t.created_at < $1
        AND t.metadata ? 'vendor' AND t.idempotency_key LIKE '%:hold'
        AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = t.id)
      ORDER BY t.id LIMIT $2`,
    [options.before, options.limit],
  );
  return r.rows.map((x) => ({
    holdId: x.id,
    key: x.idempotency_key.slice(0, -':hold'.length),
    merchantId: x.merchant_id,
    memberId: x.member_id,
    vendorCode: x.vendor,
    direction: x.direction,
    amountMinor: x.amount_minor,
    currency: x.currency,
  }));
}
