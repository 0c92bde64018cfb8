/// <reference types="node" />
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * Request signing of the seamless wallet protocol, both directions (vendor → platform wallet
 * calls, platform → vendor launch). The signature is HMAC-SHA256, keyed with the vendor's
 * shared secret (its UTF-8 bytes), over `"<X-Timestamp>.<raw body>"`, sent as lower-case hex in
 * `X-Signature`. The receiver must verify over the exact bytes it received (before any JSON
 * parsing), compare in constant time and refuse a timestamp more than 5 minutes from its clock.
 * Node-only (node:crypto): the server and the house app use it; browsers never sign.
 */
export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-timestamp';
export const VENDOR_CODE_HEADER = 'x-vendor-code';
export const TIMESTAMP_WINDOW_MS = 5 * 60_000;

export function signingString(timestamp: string, rawBody: string | Uint8Array): Buffer {
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
  return Buffer.concat([Buffer.from(`${timestamp}.`, 'utf8'), body]);
}

/** Lower-case hex HMAC-SHA256 of `"<timestamp>.<rawBody>"`. */
export function computeSignature(
  secret: string,
  timestamp: string,
  rawBody: string | Uint8Array,
): string {
  return signatureBytes(secret, timestamp, rawBody).toString('hex');
}

/**
 * The HMAC's raw bytes. The two parts are fed in turn (strings as UTF-8, as `signingString`
 * joins them): the same bytes signed, without copying the body into a joined buffer first.
 */
function signatureBytes(
  secret: string,
  timestamp: string,
  rawBody: string | Uint8Array,
): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`, 'utf8').update(rawBody).digest();
}

export interface SignedRequest {
  /** Send exactly these bytes as the body: the signature covers them. */
  rawBody: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/**
 * Builds a signed request: adds `vendorCode`, a fresh `requestId` and `timestamp` to `fields`,
 * serialises once, signs that text. Each retry must call this again (fresh timestamp), keeping
 * the same `txId` inside `fields`.
 */
export function signRequest(options: {
  secret: string;
  vendorCode: string;
  fields: Record<string, unknown>;
  nowMs?: number;
  requestId?: string;
}): SignedRequest {
  const timestamp = Math.trunc(options.nowMs ?? Date.now());
  const body = {
    vendorCode: options.vendorCode,
    requestId: options.requestId ?? randomUUID(),
    timestamp,
    ...options.fields,
  };
  const rawBody = JSON.stringify(body);
  const ts = String(timestamp);
  return {
    rawBody,
    body,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: computeSignature(options.secret, ts, rawBody),
      [TIMESTAMP_HEADER]: ts,
      [VENDOR_CODE_HEADER]: options.vendorCode,
    },
  };
}

export type SignatureCheck =
  { ok: true; timestampMs: number } | { ok: false; code: 'INVALID_SIGNATURE' | 'STALE_TIMESTAMP' };

/**
 * Verifies a received request. The signature is checked first, so a caller without the secret
 * learns nothing from the answer; then the timestamp window. Header values may be missing or
 * repeated (Node gives arrays); anything malformed is INVALID_SIGNATURE. Only lower-case hex is
 * accepted, as documented: one spelling per signature, so the doc, the reference check and
 * every implementation agree on what a valid header is.
 */
export function verifySignature(options: {
  secret: string;
  rawBody: string | Uint8Array;
  signature: string | string[] | undefined;
  timestamp: string | string[] | undefined;
  nowMs?: number;
  windowMs?: number;
}): SignatureCheck {
  const signature = single(options.signature);
  const timestamp = single(options.timestamp);
  if (
    !signature ||
    !timestamp ||
    !/^[0-9a-f]{64}$/.test(signature) ||
    !/^\d{1,16}$/.test(timestamp)
  ) {
    return { ok: false, code: 'INVALID_SIGNATURE' };
  }
  // Compared as bytes: the header is checked to be 64 hex digits above, so its 32 bytes
  // decode exactly, and the HMAC need not be written out in hex only to be read back.
  const expected = signatureBytes(options.secret, timestamp, options.rawBody);
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, code: 'INVALID_SIGNATURE' };
  }
  const timestampMs = Number(timestamp);
  const skew = Math.abs((options.nowMs ?? Date.now()) - timestampMs);
  if (skew > (options.windowMs ?? TIMESTAMP_WINDOW_MS))
    return { ok: false, code: 'STALE_TIMESTAMP' };
  return { ok: true, timestampMs };
}

/**
 * After the body is parsed: its `timestamp` must be the signed header's, so that a body cannot
 * carry a different time than the one that was checked. A mismatch is INVALID_SIGNATURE.
 */
export function bodyTimestampMatches(body: unknown, headerTimestampMs: number): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { timestamp?: unknown }).timestamp === headerTimestampMs
  );
}

function single(value: string | string[] | undefined): string | undefined {
  if (Array.isArray(value)) return value.length === 1 ? value[0] : undefined;
  return value;
}
