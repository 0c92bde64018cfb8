import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_S = 30;

export function totpFor(secretBase32: string, label = 'account', issuer = 'Platform'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The step a code belongs to, or null when it is not valid now (±1 step of clock drift). */
export function matchingStep(secretBase32: string, code: string, nowMs: number): bigint | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  return BigInt(Math.floor(nowMs / 1000 / TOTP_PERIOD_S) + delta);
}
