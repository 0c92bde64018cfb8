import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: the token the client sends raw in `Authorization`. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their sha256, so a database leak does not leak sessions. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
