import type { Sql } from '../../db/db';

export type WalletMode = 'seamless' | 'transfer';
export type AdapterKind = 'house' | 'house_transfer' | 'local_transfer';

export interface VendorIntegration {
  merchantId: bigint;
  vendorCode: string;
  adapter: AdapterKind;
  walletMode: WalletMode;
  secret: string;
  baseUrl: string | null;
  enabled: boolean;
}

interface IntegrationRow {
  merchant_id: bigint;
  vendor_code: string;
  adapter: AdapterKind;
  wallet_mode: WalletMode;
  secret: string;
  base_url: string | null;
  enabled: boolean;
}

const toIntegration = (r: IntegrationRow): VendorIntegration => ({
  merchantId: r.merchant_id,
  vendorCode: r.vendor_code,
  adapter: r.adapter,
  walletMode: r.wallet_mode,
  secret: r.secret,
  baseUrl: r.base_url,
  enabled: r.enabled,
});

export async function selectIntegration(
  sql: Sql,
  merchantId: bigint,
  vendorCode: string,
): Promise<VendorIntegration | null> {
  const r = await sql.query<IntegrationRow>(
    `SELECT merchant_id, vendor_code, adapter, wallet_mode, secret, base_url, enabled
       FROM vendor_integrations WHERE merchant_id = $1 AND vendor_code = $2`,
    [merchantId, vendorCode],
  );
  return r.rows[0] ? toIntegration(r.rows[0]) : null;
}

export async function selectIntegrations(
  sql: Sql,
  merchantId: bigint,
): Promise<VendorIntegration[]> {
  const r = await sql.query<IntegrationRow>(
    `SELECT merchant_id, vendor_code, adapter, wallet_mode, secret, base_url, enabled
       FROM vendor_integrations WHERE merchant_id = $1 ORDER BY vendor_code`,
    [merchantId],
  );
  return r.rows.map(toIntegration);
}

/** Creates or updates one merchant's integration (seed, and the house's settings at start). */
export async function upsertIntegration(
  sql: Sql,
  v: Omit<VendorIntegration, 'enabled'>,
): Promise<void> {
  await sql.query(
    `INSERT INTO vendor_integrations (merchant_id, vendor_code, adapter, wallet_mode, secret, base_url)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (merchant_id, vendor_code)
     DO UPDATE SET adapter = EXCLUDED.adapter, wallet_mode = EXCLUDED.wallet_mode,
                   secret = EXCLUDED.secret, base_url = EXCLUDED.base_url`,
    [v.merchantId, v.vendorCode, v.adapter, v.walletMode, v.secret, v.baseUrl],
  );
}

export interface PlayerTokenRow {
  merchantId: bigint;
  memberId: bigint;
  vendorCode: string;
  currency: string;
  gameCode: string;
  gameType: string | null;
  expiresAt: Date;
}

export async function insertPlayerToken(
  sql: Sql,
  t: PlayerTokenRow & { tokenHash: Buffer },
): Promise<void> {
  await sql.query(
    `INSERT INTO vendor_player_tokens
       (token_hash, merchant_id, member_id, vendor_code, currency, game_code, game_type, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      t.tokenHash,
      t.merchantId,
      t.memberId,
      t.vendorCode,
      t.currency,
      t.gameCode,
      t.gameType,
      t.expiresAt,
    ],
  );
}

/** A player token with its member (one query: every debit needs both). */
export async function selectPlayerToken(
  sql: Sql,
  tokenHash: Buffer,
): Promise<(PlayerTokenRow & { member: WalletMember }) | null> {
  const r = await sql.query<
    MemberRow & {
      member_id: bigint;
      vendor_code: string;
      token_currency: string;
      game_code: string;
      game_type: string | null;
      expires_at: Date;
    }
  >(
    `SELECT t.merchant_id, t.member_id, t.vendor_code, t.currency AS token_currency, t.game_code,
            t.game_type, t.expires_at, u.id, u.username, u.type, u.status, u.language, m.currency
       FROM vendor_player_tokens t
       JOIN members u ON u.id = t.member_id
       JOIN merchants m ON m.id = u.merchant_id
      WHERE t.token_hash = $1`,
    [tokenHash],
  );
  const row = r.rows[0];
  if (!row) return null;
  return {
    merchantId: row.merchant_id,
    memberId: row.member_id,
    vendorCode: row.vendor_code,
    currency: row.token_currency,
    gameCode: row.game_code,
    gameType: row.game_type,
    expiresAt: new Date(row.expires_at),
    member: toMember(row),
  };
}

export interface WalletMember {
  id: bigint;
  merchantId: bigint;
  username: string;
  type: number;
  status: 'active' | 'locked' | 'self_excluded' | 'closed';
  language: string | null;
  /** The merchant's currency: the member's wallet currency. */
  currency: string;
}

interface MemberRow {
  id: bigint;
  merchant_id: bigint;
  username: string;
  type: number;
  status: WalletMember['status'];
  language: string | null;
  currency: string;
}

const toMember = (row: MemberRow): WalletMember => ({
  id: row.id,
  merchantId: row.merchant_id,
  username: row.username,
  type: Number(row.type),
  status: row.status,
  language: row.language,
  currency: row.currency,
});

export async function selectWalletMember(sql: Sql, memberId: bigint): Promise<WalletMember | null> {
  const r = await sql.query<MemberRow>(
    `SELECT u.id, u.merchant_id, u.username, u.type, u.status, u.language, m.currency
       FROM members u JOIN merchants m ON m.id = u.merchant_id WHERE u.id = $1`,
    [memberId],
  );
  return r.rows[0] ? toMember(r.rows[0]) : null;
}

/** Seeds one integration for every merchant that lacks it. */
export async function seedIntegrationForAll(
  sql: Sql,
  v: Omit<VendorIntegration, 'enabled' | 'merchantId'>,
): Promise<void> {
  await sql.query(
    `INSERT INTO vendor_integrations (merchant_id, vendor_code, adapter, wallet_mode, secret, base_url, public_url)
     SELECT id, $1, $2, $3, $4, $5, $5 FROM merchants
     ON CONFLICT (merchant_id, vendor_code) DO NOTHING`,
    [v.vendorCode, v.adapter, v.walletMode, v.secret, v.baseUrl],
  );
}

/** Points every merchant's integration of a vendor at the configured secret and URL. */
export async function syncIntegrationForAll(
  sql: Sql,
  v: { vendorCode: string; secret: string; baseUrl: string; publicUrl: string },
): Promise<void> {
  await sql.query(
    `UPDATE vendor_integrations SET secret = $2, base_url = $3, public_url = $4 WHERE vendor_code = $1`,
    [v.vendorCode, v.secret, v.baseUrl, v.publicUrl],
  );
}

/** An in-process vendor's row by code (any merchant: such vendors share one book). */
export async function selectLocalIntegration(
  sql: Sql,
  vendorCode: string,
): Promise<VendorIntegration | null> {
  const r = await sql.query<IntegrationRow>(
    `SELECT merchant_id, vendor_code, adapter, wallet_mode, secret, base_url, enabled
       FROM vendor_integrations WHERE vendor_code = $1 AND adapter = 'local_transfer'
      ORDER BY merchant_id LIMIT 1`,
    [vendorCode],
  );
  return r.rows[0] ? toIntegration(r.rows[0]) : null;
}
