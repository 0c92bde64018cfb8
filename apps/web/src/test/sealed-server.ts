/**
 * The server's half of the encrypted calls, for component tests: an RSA-OAEP-256 key pair
 * made with WebCrypto, the `/wps/session/key` answer, and `openSealed` to read what a popup
 * sent (so a test can check a login carried the password only inside the sealed body).
 */
import type { SessionKey } from '@wl/contract/crypto/encrypted-body';
import { forgetSessionKey } from '../api/encrypted-request';
import type { StubReply } from './fetch-stub';

let pair: Promise<CryptoKeyPair> | null = null;

function keyPair() {
  pair ??= crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  return pair;
}

/** The value of GET /wps/session/key; also forgets the key the client cached earlier. */
export async function sessionKey(): Promise<SessionKey> {
  forgetSessionKey();
  const jwk = await crypto.subtle.exportKey('jwk', (await keyPair()).publicKey);
  return {
    kid: 'test-key',
    jwk: { kty: 'RSA', n: jwk.n!, e: jwk.e!, alg: 'RSA-OAEP-256', use: 'enc', kid: 'test-key' },
  };
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** The JSON inside a sealed body `{kid, key, iv, data}`. */
export async function openSealed(body: string | null): Promise<Record<string, unknown>> {
  const sealed = JSON.parse(body ?? '{}') as { key: string; iv: string; data: string };
  const rawKey = await crypto.subtle.decrypt(
    { name: 'RSA-OAEP' },
    (await keyPair()).privateKey,
    fromBase64Url(sealed.key),
  );
  const aes = await crypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64Url(sealed.iv) },
    aes,
    fromBase64Url(sealed.data),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as Record<string, unknown>;
}

/** A failure envelope as the server sends it. */
export function failure(
  errorCode: string,
  message: string,
  options: { status?: number; value?: unknown } = {},
): StubReply {
  return {
    status: options.status ?? 400,
    body: { success: false, message, value: options.value ?? null, errorCode },
  };
}
