import type { Sql } from '../../db/db';
import {
  selectBalanceMismatches,
  selectCurrencyTotals,
  selectNegativeMemberAccounts,
} from './ledger-check-store';

export interface LedgerCheck {
  ok: boolean;
  /** Accounts whose stored balance or holds differ from the sum of their transfers. */
  mismatchedAccounts: bigint[];
  /** Currency universes whose balances (or holds) do not add up to zero. */
  unbalancedCurrencies: { currency: string; playMoney: boolean; sumMinor: bigint }[];
  negativeMemberAccounts: bigint[];
}

/**
 * Recomputes every balance from the transfers and checks the books: each account agrees with
 * its transfers, each currency sums to zero, no member is below zero. Run by the tests after
 * every concurrency run, and cheap enough for an operator's nightly check.
 */
export async function checkLedger(options: { sql: Sql }): Promise<LedgerCheck> {
  const [mismatches, totals, negative] = [
    await selectBalanceMismatches(options.sql),
    await selectCurrencyTotals(options.sql),
    await selectNegativeMemberAccounts(options.sql),
  ];
  const unbalancedCurrencies = totals
    .filter((t) => t.balance_minor !== 0n || t.pending_debit_minor !== t.pending_credit_minor)
    .map((t) => ({ currency: t.currency, playMoney: t.play_money, sumMinor: t.balance_minor }));
  return {
    ok: mismatches.length === 0 && unbalancedCurrencies.length === 0 && negative.length === 0,
    mismatchedAccounts: mismatches.map((m) => m.id),
    unbalancedCurrencies,
    negativeMemberAccounts: negative,
  };
}
