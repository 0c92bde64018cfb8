import type { Sql } from '../../db/db';

export interface WalletRow {
  kind: 'main' | 'vendor' | null;
  vendorCode: string | null;
  accountTypeId: number | null;
  vendorName: string | null;
  balanceMinor: bigint;
  heldMinor: bigint;
}

export interface BalanceSnapshot {
  memberType: number;
  rankLevel: number;
  demoBalanceMinor: bigint | null;
  wallets: WalletRow[];
}

/**
 * The balance call's single query: the member's money wallets (main and transfer-mode vendor
 * wallets, with their wallet type ids) and the two member fields the header needs. It reads
 * the members row directly, against the usual module boundary, because this call is the
 * hottest read of the site and one indexed query is its budget.
 */
export async function selectBalanceSnapshot(
  sql: Sql,
  memberId: bigint,
): Promise<BalanceSnapshot | null> {
  const r = await sql.query<{
    type: number;
    club_rank_level: number;
    demo_balance_minor: bigint | null;
    kind: WalletRow['kind'];
    vendor_code: string | null;
    account_type_id: number | null;
    display_name: string | null;
    balance_minor: bigint | null;
    pending_debit_minor: bigint | null;
  }>(
    `SELECT m.type, m.club_rank_level, m.demo_balance_minor, a.kind, a.vendor_code,
            w.account_type_id, w.display_name, a.balance_minor, a.pending_debit_minor
       FROM members m
       LEFT JOIN ledger_accounts a ON a.member_id = m.id AND a.kind IN ('main', 'vendor')
       LEFT JOIN vendor_wallets w ON w.merchant_id = m.merchant_id AND w.vendor_code = a.vendor_code
      WHERE m.id = $1
      ORDER BY a.id`,
    [memberId],
  );
  const first = r.rows[0];
  if (!first) return null;
  return {
    memberType: first.type,
    rankLevel: first.club_rank_level,
    demoBalanceMinor: first.demo_balance_minor,
    wallets: r.rows
      .filter((row) => row.kind !== null)
      .map((row) => ({
        kind: row.kind,
        vendorCode: row.vendor_code,
        accountTypeId: row.account_type_id,
        vendorName: row.display_name,
        balanceMinor: row.balance_minor ?? 0n,
        heldMinor: row.pending_debit_minor ?? 0n,
      })),
  };
}
