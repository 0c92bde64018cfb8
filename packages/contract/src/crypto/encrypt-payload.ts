/**
 * Seals the JSON body of an encrypted call for the server (design.md §3, ADR 0007), with
 * WebCrypto only (`globalThis.crypto.subtle`), so the same code runs in the browser and in
 * Node 20: a fresh AES-256-GCM key and 96-bit IV per request, the key wrapped with the
 * server's RSA-OAEP-256 public key, and `ts` + `nonce` added inside for replay protection.
 */
import type { EncryptedBody, SessionKey } from './encrypted-body';

/** The slice of WebCrypto used here; typed locally so the package needs no DOM typings. */
interface CryptoLike {
  getRandomValues<T extends Uint8Array>(array: T): T;
  subtle: {
    importKey(
      format: 'jwk' | 'raw',
      keyData: object,
      algorithm: object,
      extractable: boolean,
      usages: string[],
    ): Promise<unknown>;
    encrypt(algorithm: object, key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
  };
}

function webCrypto(): CryptoLike {
  const c = (globalThis as unknown as { crypto?: CryptoLike }).crypto;
  if (!c?.subtle) throw new Error('WebCrypto is not available (needs a secure context)');
  return c;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url without padding, written out because `btoa`/`Buffer` differ between runtimes. */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    if (i + 1 < bytes.length) out += ALPHABET[(n >> 6) & 63]!;
    if (i + 2 < bytes.length) out += ALPHABET[n & 63]!;
  }
  return out;
}

export function randomNonce(): string {
  return toBase64Url(webCrypto().getRandomValues(new Uint8Array(16)));
}

export async function encryptPayload(
  body: Record<string, unknown>,
  serverKey: SessionKey,
  options: { now?: number; nonce?: string } = {},
): Promise<EncryptedBody> {
  const crypto = webCrypto();
  const inner = { ...body, ts: options.now ?? Date.now(), nonce: options.nonce ?? randomNonce() };
  const plaintext = new TextEncoder().encode(JSON.stringify(inner));
  const aesBytes = crypto.getRandomValues(new Uint8Array(32));
  const iv = crypto.getRandomValues(new Uint8Array(12));

  const aesKey = await crypto.subtle.importKey('raw', aesBytes, { name: 'AES-GCM' }, false, [
    'encrypt',
  ]);
  // WebCrypto's AES-GCM output is the ciphertext followed by the 128-bit tag: what we send.
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, tagLength: 128 },
    aesKey,
    plaintext,
  );

  const rsaKey = await crypto.subtle.importKey(
    'jwk',
    { kty: 'RSA', n: serverKey.jwk.n, e: serverKey.jwk.e, alg: 'RSA-OAEP-256', ext: true },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, aesBytes);

  return {
    kid: serverKey.kid,
    key: toBase64Url(new Uint8Array(wrapped)),
    iv: toBase64Url(iv),
    data: toBase64Url(new Uint8Array(sealed)),
  };
}
