import { randomBytes } from 'node:crypto';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { hashToken } from '../sessions/session-token';
import { insertPlayerToken, selectPlayerToken, type PlayerTokenRow } from './vendor-store';
import type { VendorIntegration, WalletMember } from './vendor-store';

/** How long a launched game may take stakes; wins and rollbacks are accepted after it. */
export const PLAYER_TOKEN_TTL_MS = 2 * 60 * 60_000;

/**
 * Issues the player token handed to a vendor at launch, bound to the member, the vendor and the
 * wallet currency. Only its sha256 is stored.
 */
export async function issuePlayerToken(options: {
  sql: Sql;
  merchantId: bigint;
  memberId: bigint;
  vendorCode: string;
  currency: string;
  gameCode: string;
  gameType: string | null;
  nowMs: number;
  ttlMs?: number;
}): Promise<{ token: string; expiresAt: Date }> {
  const token = `pt_${randomBytes(24).toString('base64url')}`;
  const expiresAt = new Date(options.nowMs + (options.ttlMs ?? PLAYER_TOKEN_TTL_MS));
  await insertPlayerToken(options.sql, {
    tokenHash: hashToken(token),
    merchantId: options.merchantId,
    memberId: options.memberId,
    vendorCode: options.vendorCode,
    currency: options.currency,
    gameCode: options.gameCode,
    gameType: options.gameType,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The token's row if it is genuine for this vendor (and, when given, this member), else
 * INVALID_TOKEN; expired → TOKEN_EXPIRED unless the call may use an expired token.
 */
export async function checkPlayerToken(options: {
  sql: Sql;
  vendor: VendorIntegration;
  token: string;
  memberId?: bigint | null;
  nowMs: number;
  allowExpired: boolean;
}): Promise<PlayerTokenRow & { member: WalletMember }> {
  const row = await selectPlayerToken(options.sql, hashToken(options.token));
  const genuine =
    row !== null &&
    row.merchantId === options.vendor.merchantId &&
    row.vendorCode === options.vendor.vendorCode &&
    (options.memberId === undefined || row.memberId === options.memberId);
  if (!genuine) throw new AppError('INVALID_TOKEN');
  if (!options.allowExpired && row.expiresAt.getTime() <= options.nowMs) {
    throw new AppError('TOKEN_EXPIRED');
  }
  return row;
}
