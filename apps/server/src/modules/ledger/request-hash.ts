import { createHash } from 'node:crypto';

/**
 * The fingerprint of a money request, stored beside its idempotency key. Keys are sorted and
 * bigints written as text, so the same request always hashes the same, whatever the order in
 * which a caller built the object.
 */
export function requestHash(request: Record<string, unknown>): Buffer {
  return createHash('sha256').update(canonicalJson(request), 'utf8').digest();
}

export function canonicalJson(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
