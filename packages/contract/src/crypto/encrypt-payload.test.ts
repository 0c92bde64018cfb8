import { describe, expect, it } from 'vitest';
import { randomNonce, toBase64Url } from './encrypt-payload';

describe('toBase64Url', () => {
  it('matches RFC 4648 base64url without padding', () => {
    const enc = (s: string) => toBase64Url(new TextEncoder().encode(s));
    expect(enc('')).toBe('');
    expect(enc('f')).toBe('Zg');
    expect(enc('fo')).toBe('Zm8');
    expect(enc('foo')).toBe('Zm9v');
    expect(enc('foobar')).toBe('Zm9vYmFy');
    expect(toBase64Url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
  });

  it('makes a different 128-bit nonce every time', () => {
    const a = randomNonce();
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(randomNonce()).not.toBe(a);
  });
});
