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
  return r.rows.map((x) => ({ merchantId: x.merchant_id, memberId: x.member_id, vendorCode: x.vendor_code }));
}
