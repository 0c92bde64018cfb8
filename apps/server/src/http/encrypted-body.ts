import { constants, createDecipheriv, privateDecrypt, type KeyObject } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  encryptedBody,
  MAX_CLOCK_SKEW_MS,
  replayFields,
  type EncryptedBody,
} from '@wl/contract/crypto/encrypted-body';
import type { Db } from '../db/db';
import { AppError } from './app-error';
import type { KeyRing } from './encrypted-body-keys';
import { deleteExpiredNonces, rememberNonce } from './encrypted-body-store';

/**
 * preValidation hook of the encrypted calls (design.md §3, ADR 0007). It replaces the sealed
 * body `{kid, key, iv, data}` with the JSON inside, after checking the timestamp (±5 min) and
 * that the nonce was never seen (nonces live in PostgreSQL, so all API nodes agree). Plain JSON,
 * an unknown key, a bad tag or a replay are all 400 request_body_required; the route's own
 * schema then validates the inner JSON as usual.
 */
/** The OpenAPI note every encrypted call carries. */
export const ENCRYPTED_CALL =
  'Encrypted call: the body is {kid, key, iv, data} sealing this JSON (ADR 0007).';

export type DecryptBody = (request: FastifyRequest) => Promise<void>;

export function decryptBodyHook(db: Db, ring: KeyRing, now: () => number): DecryptBody {
  return async (request) => {
    const sealed = encryptedBody.safeParse(request.body);
    if (!sealed.success) throw refused('error_system');
    const privateKey = await ring.privateKey(sealed.data.kid);
    // The client's key is older than the previous one: it fetches /wps/session/key again.
    if (!privateKey) throw refused('error_system', { staleKey: true });
    const inner = open(sealed.data, privateKey);
    const replay = replayFields.safeParse(inner);
    if (!replay.success) throw refused('error_system');
    const nowMs = now();
    if (Math.abs(nowMs - replay.data.ts) > MAX_CLOCK_SKEW_MS) throw refused('error_clock_skew');
    // Any replay of this body is older than the skew window after this time.
    if (!(await rememberNonce(db, replay.data.nonce, nowMs + 2 * MAX_CLOCK_SKEW_MS))) {
      throw refused('error_system');
    }
    if (Math.random() < 0.01) await deleteExpiredNonces(db, nowMs);
    const { ts: _ts, nonce: _nonce, ...body } = inner as Record<string, unknown>;
    request.body = body;
  };
}

function refused(messageKey: string, value: unknown = null) {
  return new AppError('request_body_required', { messageKey, value });
}

function open(body: EncryptedBody, privateKey: KeyObject): unknown {
  try {
    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(body.key, 'base64url'),
    );
    const iv = Buffer.from(body.iv, 'base64url');
    const data = Buffer.from(body.data, 'base64url');
    if (aesKey.length !== 32 || iv.length !== 12 || data.length < 17) return null;
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([
      decipher.update(data.subarray(0, data.length - 16)),
      decipher.final(),
    ]);
    const parsed: unknown = JSON.parse(plain.toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : null;
  } catch {
    // Wrong key, tampered data or not JSON: all the same answer, no detail for a prober.
    return null;
  }
}
