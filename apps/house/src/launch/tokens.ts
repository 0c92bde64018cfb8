import { createHash, randomBytes } from 'node:crypto';

/** Random bearer tokens (256 bits, base64url); the database keeps only their SHA-256. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
