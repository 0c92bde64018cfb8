import type { Db } from '../../db/db';

/**
 * Test helper: a copy of the demo merchant under another code, with parts of its status
 * configuration replaced. Each scenario gets its own merchant, so the resolver's short cache
 * never serves a previous scenario's configuration.
 */
export async function cloneDemoMerchant(
  db: Db,
  code: string,
  statusPatch: Record<string, unknown>,
  settingsPatch: Record<string, unknown> = {},
) {
  await db.query(
    `INSERT INTO merchants (code, name, currency, settings, whitelabel, register_config,
       status_config)
     SELECT $1, name, currency, settings || $3::jsonb, whitelabel, register_config,
       status_config || $2::jsonb
     FROM merchants WHERE code = 'DEMO'`,
    [code, JSON.stringify(statusPatch), JSON.stringify(settingsPatch)],
  );
}
