import type { SeedPart } from '../../db/seed/seed';
import { createOperator } from './operator-session';

/**
 * Demo operators for development only (like the demo members): `cashier1` reviews deposits and
 * withdrawals, `supervisor1` also approves large adjustments. Password for both: `Operator123`.
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
  await createOperator({
    db,
    merchantId,
    username: 'cashier1',
    password: DEMO_OPERATOR_PASSWORD,
    role: 'cashier',
  });
  await createOperator({
    db,
    merchantId,
    username: 'supervisor1',
    password: DEMO_OPERATOR_PASSWORD,
    role: 'supervisor',
  });
};
