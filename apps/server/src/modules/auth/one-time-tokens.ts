import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '../../db/db';
import {
  deleteExpiredTokens,
  insertToken,
  peekToken,
  takeToken,
  type OneTimeTokenKind,
} from './one-time-token-store';

/**
 * Random one-time tokens (captcha ids, form tokens, reset links, OAuth states): the raw value
 * goes to the client, only its sha256 is stored, so a database leak reveals none of them.
 */
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest();

export async function issueOneTimeToken(options: {
  sql: Sql;
  kind: OneTimeTokenKind;
  merchantId: bigint;
  /** A function when the payload depends on the token (a captcha answer hashed with its id). */
  payload?: Record<string, unknown> | ((token: string) => Record<string, unknown>);
  ttlMs: number;
  nowMs: number;
  /** 16 bytes (128 bits) unless said otherwise. */
  bytes?: number;
}): Promise<string> {
  const token = randomBytes(options.bytes ?? 16).toString('base64url');
  await insertToken(options.sql, {
    tokenHash: hashOf(token),
    kind: options.kind,
    merchantId: options.merchantId,
    payload:
      typeof options.payload === 'function' ? options.payload(token) : (options.payload ?? {}),
    createdAtMs: options.nowMs,
    expiresAtMs: options.nowMs + options.ttlMs,
  });
  if (Math.random() < 0.01) await deleteExpiredTokens(options.sql, options.nowMs);
  return token;
}

export interface TokenLookup {
  sql: Sql;
  token: string;
  kind: OneTimeTokenKind;
  merchantId: bigint;
  nowMs: number;
}

/** Uses the token up: a second call with the same token answers null. */
export async function takeOneTimeToken(o: TokenLookup) {
  if (!o.token || o.token.length > 256) return null;
  return takeToken(o.sql, {
    tokenHash: hashOf(o.token),
    kind: o.kind,
    merchantId: o.merchantId,
    nowMs: o.nowMs,
  });
}

export async function peekOneTimeToken(o: TokenLookup) {
  if (!o.token || o.token.length > 256) return null;
  return peekToken(o.sql, {
    tokenHash: hashOf(o.token),
    kind: o.kind,
    merchantId: o.merchantId,
    nowMs: o.nowMs,
  });
}
