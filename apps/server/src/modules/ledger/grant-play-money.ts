import type { Db } from '../../db/db';
import { moveInTx } from './ledger-in-tx';
import type { Account } from './ledger-types';
import { moneyTx } from './money-tx';
import { openMemberAccount } from './open-member-account';
import { systemAccount } from './system-account';

/**
 * Opens a trial member's main wallet with its play money, once: the money comes from the
 * merchant's demo source and lives in the play-money universe, which no transfer can leave.
 */
export async function grantPlayMoney(options: {
  db: Db;
  merchantId: bigint;
  memberId: bigint;
  currency: string;
  amountMinor: bigint;
}): Promise<Account> {
  const { db, merchantId, memberId, currency, amountMinor } = options;
  const wallet = await openMemberAccount({ sql: db, memberId, kind: 'main', currency });
  if (!wallet.playMoney) return wallet;
  if (amountMinor > 0n) {
    const source = await systemAccount({ sql: db, merchantId, kind: 'demo_source', currency });
    await moneyTx(db, (tx) =>
      moveInTx(
        tx,
        {
          debitAccountId: source.id,
          creditAccountId: wallet.id,
          amountMinor,
          currency,
          code: 'TRIAL_GRANT',
          idempotencyKey: `trial-grant:${memberId}`,
        },
        'posted',
      ),
    );
  }
  return wallet;
}
