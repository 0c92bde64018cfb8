import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How the sandbox gateway signs its callbacks, in the style of the big gateways:
 * `X-Sandbox-Signature: t=<ms>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * The timestamp is inside the MAC, so a captured callback cannot be re-dated; callbacks may
 * be late (the sandbox delays them on purpose), so the window is a day, and a replay inside it
 * changes nothing because crediting is idempotent.
 */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SIGNATURE_TOLERANCE_MS = 24 * 60 * 60_000;

export function signSandboxCallback(secret: string, timestampMs: number, rawBody: string): string {
  const mac = createHmac('sha256', secret).update(`${timestampMs}.${rawBody}`).digest('hex');
  return `t=${timestampMs},v1=${mac}`;
}

export function verifySandboxSignature(input: {
  header: string | string[] | undefined;
  secret: string;
  rawBody: string;
  nowMs: number;
}): boolean {
  const header = Array.isArray(input.header) ? input.header[0] : input.header;
  const match = /^t=(\d{1,15}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const timestamp = Number(match[1]);
  if (Math.abs(input.nowMs - timestamp) > SIGNATURE_TOLERANCE_MS) return false;
  const expected = createHmac('sha256', input.secret)
    .update(`${timestamp}.${input.rawBody}`)
    .digest();
  const given = Buffer.from(match[2]!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
