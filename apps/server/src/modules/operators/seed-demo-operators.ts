import type { SeedPart } from '../../db/seed/seed';
import { OPERATOR_ROLES } from '@wl/contract/operators/roles';
import { createOperator } from './operator-session';

/**
 * Demo operators for development only (like the demo members), one per back-office role:
 * `admin1`, `supervisor1`, `cashier1`, `content1`, `risk1`, `agentmanager1`, `readonly1`.
 * Password for all: `Operator123`.
 */
export const DEMO_OPERATOR_PASSWORD = 'Operator123';

export const seedDemoOperators: SeedPart = async (db, config) => {
  if (config.APP_ENV !== 'development') return;
  const m = await db.query<{ id: bigint }>(`SELECT id FROM merchants WHERE code = 'DEMO'`);
  const merchantId = m.rows[0]?.id;
  if (merchantId === undefined) return;
  const existing = await db.query(`SELECT 1 FROM operators WHERE merchant_id = $1 LIMIT 1`, [
    merchantId,
  ]);
  if (existing.rows.length > 0) return;
  for (const role of OPERATOR_ROLES) {
    const username = `${role.replace('_', '')}1`;
    await createOperator({ db, merchantId, username, password: DEMO_OPERATOR_PASSWORD, role });
  }
};
