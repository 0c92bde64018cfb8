import type { Sql } from '../../db/db';
import { loadCashierSettings } from './cashier-settings';
import { countDeposits } from './deposit-store';

/** MCSFE_getDepositSettings: whether deposits are open and the member's deposit counts. */
export async function getDepositSettings(options: {
  sql: Sql;
  merchantId: bigint;
  memberId: bigint;
}) {
  const settings = await loadCashierSettings(options.sql, options.merchantId);
  const counts = await countDeposits(options.sql, options.memberId);
  return {
    allowDeposit: settings.depositEnabled ? ('Y' as const) : ('N' as const),
    totalDepositSuccessCount: counts.credited,
    pendingDepositCount: counts.pending,
    depositInfo: settings.depositInfo,
  };
}
