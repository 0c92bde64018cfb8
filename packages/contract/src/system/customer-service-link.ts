/**
 * Customer-service links as the spec shapes them: a cipher text followed by an 8-character key
 * (the last 8 characters are the key, the rest the cipher). The server encodes each configured
 * URL at serve time with a fresh key; the client decodes it before opening the window.
 *
 * The key travels with the cipher, so this is obfuscation against link scrapers, not secrecy
 * (docs/decisions/0005-customer-service-link-cipher.md). Cipher: AES-256-GCM with
 * key = SHA-256(the 8-character key), cipher text = base64url(iv || ciphertext || tag).
 * Only WebCrypto is used, so the same file runs in Node 20 and in the browser.
 */

export const CS_LINK_KEY_LENGTH = 8;
export const CS_LINK_KEY_ALPHABET =
  '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export class InvalidCustomerServiceLink extends Error {
  constructor(reason: string) {
    super(`invalid customer-service link: ${reason}`);
  }
}

/*
 * The contract package compiles without DOM or Node typings (it is shared by both), so the few
 * platform globals it needs are described structurally here.
 */
type Bytes = Uint8Array<ArrayBuffer>;
interface AesParams {
  name: 'AES-GCM';
  iv: Bytes;
}
interface WebPlatform {
  crypto: {
    getRandomValues(array: Bytes): Bytes;
    subtle: {
      digest(algorithm: 'SHA-256', data: Bytes): Promise<ArrayBuffer>;
      importKey(
        format: 'raw',
        keyData: ArrayBuffer,
        algorithm: 'AES-GCM',
        extractable: false,
        usages: ('encrypt' | 'decrypt')[],
      ): Promise<unknown>;
      encrypt(algorithm: AesParams, key: unknown, data: Bytes): Promise<ArrayBuffer>;
      decrypt(algorithm: AesParams, key: unknown, data: Bytes): Promise<ArrayBuffer>;
    };
  };
  TextEncoder: new () => { encode(text: string): Bytes };
  TextDecoder: new (label: 'utf-8', options: { fatal: true }) => { decode(data: Bytes): string };
}
const platform = globalThis as unknown as WebPlatform;

function randomKey(): string {
  // 62 symbols: reject bytes ≥ 248 so every symbol is equally likely.
  let key = '';
  while (key.length < CS_LINK_KEY_LENGTH) {
    for (const byte of platform.crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < 248 && key.length < CS_LINK_KEY_LENGTH) key += CS_LINK_KEY_ALPHABET[byte % 62];
    }
  }
  return key;
}

async function aesKey(key: string, usage: 'encrypt' | 'decrypt') {
  const digest = await platform.crypto.subtle.digest(
    'SHA-256',
    new platform.TextEncoder().encode(key),
  );
  return platform.crypto.subtle.importKey('raw', digest, 'AES-GCM', false, [usage]);
}

/** Encodes `url` as cipher + key. `key` is for tests; by default a fresh random one is made. */
export async function encodeCustomerServiceLink(url: string, key = randomKey()): Promise<string> {
  if (
    key.length !== CS_LINK_KEY_LENGTH ||
    ![...key].every((c) => CS_LINK_KEY_ALPHABET.includes(c))
  ) {
    throw new InvalidCustomerServiceLink('key must be 8 letters or digits');
  }
  const iv = platform.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await platform.crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await aesKey(key, 'encrypt'),
    new platform.TextEncoder().encode(url),
  );
  const packed = new Uint8Array(IV_BYTES + sealed.byteLength);
  packed.set(iv);
  packed.set(new Uint8Array(sealed), IV_BYTES);
  return toBase64Url(packed) + key;
}

/** Decodes a path made by encodeCustomerServiceLink; throws InvalidCustomerServiceLink. */
export async function decodeCustomerServiceLink(path: string): Promise<string> {
  if (path.length <= CS_LINK_KEY_LENGTH) throw new InvalidCustomerServiceLink('too short');
  const key = path.slice(-CS_LINK_KEY_LENGTH);
  const packed = fromBase64Url(path.slice(0, -CS_LINK_KEY_LENGTH));
  if (packed.length < IV_BYTES + TAG_BYTES) throw new InvalidCustomerServiceLink('too short');
  try {
    const plain = await platform.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: packed.slice(0, IV_BYTES) },
      await aesKey(key, 'decrypt'),
      packed.slice(IV_BYTES),
    );
    return new platform.TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(plain));
  } catch {
    throw new InvalidCustomerServiceLink('cipher text does not match its key');
  }
}

function toBase64Url(bytes: Bytes): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) out += B64URL[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

function fromBase64Url(text: string): Bytes {
  if (text.length % 4 === 1) throw new InvalidCustomerServiceLink('bad base64url length');
  const out = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const char of text) {
    const digit = B64URL.indexOf(char);
    if (digit < 0) throw new InvalidCustomerServiceLink('bad base64url character');
    value = ((value << 6) | digit) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[index++] = (value >> bits) & 0xff;
    }
  }
  return out;
}
