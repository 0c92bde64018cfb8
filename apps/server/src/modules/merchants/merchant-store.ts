import { flattenWhitelabel, type WhitelabelNode } from '@wl/contract/system/whitelabel';
import type { Sql } from '../../db/db';
import type { Merchant } from './merchant';

interface MerchantRow {
  id: bigint;
  code: string;
  name: string;
  currency: string;
  settings: Record<string, unknown>;
  whitelabel: WhitelabelNode[];
  register_config: Merchant['registerConfig'];
  status_config: Merchant['statusConfig'];
}

const COLUMNS =
  'm.id, m.code, m.name, m.currency, m.settings, m.whitelabel, m.register_config, m.status_config';

export async function findMerchantByCode(sql: Sql, code: string): Promise<Merchant | null> {
  const r = await sql.query<MerchantRow>(`SELECT ${COLUMNS} FROM merchants m WHERE m.code = $1`, [
    code,
  ]);
  return r.rows[0] ? toMerchant(r.rows[0]) : null;
}

export async function findMerchantByDomain(sql: Sql, domain: string): Promise<Merchant | null> {
  const r = await sql.query<MerchantRow>(
    `SELECT ${COLUMNS} FROM merchants m JOIN merchant_domains d ON d.merchant_id = m.id
     WHERE d.domain = $1`,
    [domain.toLowerCase()],
  );
  return r.rows[0] ? toMerchant(r.rows[0]) : null;
}

function toMerchant(row: MerchantRow): Merchant {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    currency: row.currency,
    settings: row.settings,
    whitelabel: row.whitelabel,
    flags: flattenWhitelabel(row.whitelabel),
    registerConfig: row.register_config,
    statusConfig: row.status_config,
  };
}
