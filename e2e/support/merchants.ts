import { withDb } from './db';

/**
 * Makes a copy of the demo merchant under another code, reachable on `<domain>` (a *.localhost
 * name, which Chromium resolves to this machine), with extra status configuration.
 */
export async function cloneDemoMerchant(code: string, domain: string, status: object) {
  await withDb(async (db) => {
    await db.query(
      `INSERT INTO merchants (code, name, currency, settings, whitelabel, register_config, status_config)
       SELECT $1, name, currency, settings, whitelabel, register_config, status_config || $2::jsonb
         FROM merchants WHERE code = 'DEMO'
       ON CONFLICT (code) DO UPDATE SET status_config = EXCLUDED.status_config`,
      [code, JSON.stringify(status)],
    );
    await db.query(
      `INSERT INTO merchant_domains (domain, merchant_id)
       SELECT $1, id FROM merchants WHERE code = $2 ON CONFLICT (domain) DO NOTHING`,
      [domain, code],
    );
  });
}
