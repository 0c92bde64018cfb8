import type { Sql } from '../../db/db';

/**
 * Accounts whose stored figures differ from what their transfers add up to (invariant 6):
 * balance = posted in − posted out; pending debit/credit = the unresolved holds.
 */
export async function selectBalanceMismatches(sql: Sql) {
  const r = await sql.query<{
    id: bigint;
    balance_minor: bigint;
    expected_balance: bigint;
    pending_debit_minor: bigint;
    expected_pending_debit: bigint;
    pending_credit_minor: bigint;
    expected_pending_credit: bigint;
  }>(
    `WITH open_holds AS (
       SELECT h.* FROM ledger_transfers h
        WHERE h.kind = 'pending'
          AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = h.id)),
     moves AS (
       SELECT debit_account_id AS account_id, -amount_minor AS bal, 0::bigint AS pd, 0::bigint AS pc
         FROM ledger_transfers WHERE kind IN ('posted', 'post_pending')
       UNION ALL
       SELECT credit_account_id, amount_minor, 0, 0
         FROM ledger_transfers WHERE kind IN ('posted', 'post_pending')
       UNION ALL SELECT debit_account_id, 0, amount_minor, 0 FROM open_holds
       UNION ALL SELECT credit_account_id, 0, 0, amount_minor FROM open_holds),
     sums AS (
       SELECT account_id, sum(bal)::bigint AS bal, sum(pd)::bigint AS pd, sum(pc)::bigint AS pc
         FROM moves GROUP BY account_id)
     SELECT a.id, a.balance_minor, coalesce(s.bal, 0) AS expected_balance,
            a.pending_debit_minor, coalesce(s.pd, 0) AS expected_pending_debit,
            a.pending_credit_minor, coalesce(s.pc, 0) AS expected_pending_credit
       FROM ledger_accounts a LEFT JOIN sums s ON s.account_id = a.id
      WHERE a.balance_minor <> coalesce(s.bal, 0)
         OR a.pending_debit_minor <> coalesce(s.pd, 0)
         OR a.pending_credit_minor <> coalesce(s.pc, 0)
      ORDER BY a.id`,
  );
  return r.rows;
}

/** Per currency and money universe: the sums of balances and holds (invariant 7: zero). */
export async function selectCurrencyTotals(sql: Sql) {
  const r = await sql.query<{
    currency: string;
    play_money: boolean;
    balance_minor: bigint;
    pending_debit_minor: bigint;
    pending_credit_minor: bigint;
  }>(
    `SELECT currency, play_money, sum(balance_minor)::bigint AS balance_minor,
            sum(pending_debit_minor)::bigint AS pending_debit_minor,
            sum(pending_credit_minor)::bigint AS pending_credit_minor
       FROM ledger_accounts GROUP BY currency, play_money ORDER BY currency, play_money`,
  );
  return r.rows;
}

/** Member accounts below zero net of holds; the constraint makes this always empty. */
export async function selectNegativeMemberAccounts(sql: Sql) {
  const r = await sql.query<{ id: bigint }>(
    `SELECT id FROM ledger_accounts
      WHERE member_id IS NOT NULL AND balance_minor - pending_debit_minor < 0`,
  );
  return r.rows.map((row) => row.id);
}
