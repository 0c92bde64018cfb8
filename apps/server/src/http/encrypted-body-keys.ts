import { createPrivateKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { SessionKey } from '@wl/contract/crypto/encrypted-body';
import type { Db } from '../db/db';
import { insertKeyIfStale, newestKeys, type StoredKey } from './encrypted-body-store';

const generate = promisify(generateKeyPair);

/**
 * The RSA-OAEP-256 keys of the encrypted calls. Keys live in PostgreSQL so every API node
 * serves and accepts the same ones; each node caches them briefly. When the newest key is
 * older than the rotation age, the next node to look makes a new one (under an advisory lock,
 * so only one appears); the previous key stays accepted until the one after it replaces it.
 */
export interface KeyRing {
  current(): Promise<SessionKey>;
  /** The private key of `kid` if it is the current or the previous key. */
  privateKey(kid: string): Promise<KeyObject | null>;
}

export function createKeyRing(db: Db, options: { rotateMs: number; now: () => number }): KeyRing {
  const cacheMs = Math.min(60_000, Math.max(1_000, options.rotateMs / 10));
  let cache: { loadedAtMs: number; keys: StoredKey[] } | null = null;
  const privateKeys = new Map<string, KeyObject>();

  async function load(force: boolean): Promise<StoredKey[]> {
    const now = options.now();
    if (!force && cache && now - cache.loadedAtMs < cacheMs) return cache.keys;
    let keys = await newestKeys(db);
    const newest = keys[0];
    if (!newest || now - newest.createdAtMs >= options.rotateMs) {
      const fresh = await makeKey(now);
      await db.tx((tx) => insertKeyIfStale(tx, fresh, now - options.rotateMs));
      keys = await newestKeys(db);
    }
    cache = { loadedAtMs: now, keys };
    return keys;
  }

  async function find(kid: string): Promise<StoredKey | undefined> {
    const hit = (await load(false)).find((k) => k.kid === kid);
    // Another node may have rotated since this one cached: look again once.
    return hit ?? (await load(true)).find((k) => k.kid === kid);
  }

  return {
    async current() {
      const key = (await load(false))[0]!;
      return { kid: key.kid, jwk: key.publicJwk as SessionKey['jwk'] };
    },
    async privateKey(kid) {
      const key = await find(kid);
      if (!key) return null;
      let obj = privateKeys.get(kid);
      if (!obj) {
        obj = createPrivateKey(key.privatePem);
        privateKeys.set(kid, obj);
      }
      return obj;
    },
  };
}

async function makeKey(nowMs: number): Promise<StoredKey> {
  const { publicKey, privateKey } = await generate('rsa', { modulusLength: 2048 });
  const kid = `${new Date(nowMs).toISOString().slice(0, 10)}-${randomBytes(6).toString('hex')}`;
  const jwk = publicKey.export({ format: 'jwk' });
  return {
    kid,
    privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    publicJwk: { kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RSA-OAEP-256', use: 'enc', kid },
    createdAtMs: nowMs,
  };
}
