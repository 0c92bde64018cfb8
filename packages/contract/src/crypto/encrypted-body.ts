import { z } from 'zod';

/**
 * The body of an encrypted call (design.md §3, ADR 0007): a fresh AES-256-GCM key wrapped with
 * the server's RSA-OAEP-256 public key `kid`, the 96-bit IV, and the ciphertext with the GCM
 * tag appended. All three binary fields are base64url without padding.
 */
const b64url = z.string().regex(/^[A-Za-z0-9_-]+$/);

export const encryptedBody = z.object({
  kid: z.string().min(1).max(64),
  key: b64url.max(1400),
  iv: b64url.length(16),
  data: b64url.max(700_000),
});
export type EncryptedBody = z.infer<typeof encryptedBody>;

/** What the JSON inside always carries besides the call's own fields. */
export const replayFields = z.object({
  /** Milliseconds since the epoch when the client sealed the body; ±5 minutes accepted. */
  ts: z.number().int(),
  /** Random, used once; the server remembers it until the timestamp window has passed. */
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});

export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/** GET /wps/session/key */
export const getSessionKeyResponse = z.object({
  kid: z.string(),
  jwk: z.object({
    kty: z.literal('RSA'),
    n: z.string(),
    e: z.string(),
    alg: z.literal('RSA-OAEP-256'),
    use: z.literal('enc'),
    kid: z.string(),
  }),
});
export type SessionKey = z.infer<typeof getSessionKeyResponse>;
