import type { Sql } from '../../db/db';
import { upsertSystemAccount } from './account-store';
import type { Account, SystemAccountKind } from './ledger-types';

/**
 * One of the merchant's own accounts (house, clearing, commission expense, promotions, the
 * demo source of play money), opened on first use. There is one per kind, currency and money
 * universe (for the house: its sub-account 0, see `house-account.ts`); they may go negative,
 * and the sum over every account of a currency is zero.
 */
export async function systemAccount(options: {
  sql: Sql;
  merchantId: bigint;
  kind: SystemAccountKind;
  currency: string;
  playMoney?: boolean;
}): Promise<Account> {
  return upsertSystemAccount(options.sql, {
    merchantId: options.merchantId,
    kind: options.kind,
    currency: options.currency,
    // Play money has one source; every other system account is real money unless asked.
    playMoney: options.kind === 'demo_source' ? true : (options.playMoney ?? false),
  });
}
