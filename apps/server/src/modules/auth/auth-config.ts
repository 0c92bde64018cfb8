import { z } from 'zod';

/**
 * Environment variables of accounts and sessions, merged into the one config schema
 * (config.ts). Every limit has a safe default; tests override what they exercise.
 */
const int = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
const optionalText = z.string().min(1).optional();

export const authEnv = {
  SESSION_IDLE_MINUTES: int(1, 7 * 24 * 60, 30),
  SESSION_ABSOLUTE_HOURS: int(1, 24 * 90, 24),
  /** A password older than this is reported as expired; 0 turns expiry off. */
  PASSWORD_MAX_AGE_DAYS: int(0, 3650, 90),
  /** The encrypted calls' RSA key is replaced after this many minutes. */
  ENCRYPTION_KEY_ROTATE_MINUTES: int(1, 60 * 24 * 365, 24 * 60),
  /** SMS and e-mail codes live this long (the spec's expiredMinutes; at most 10). */
  CODE_TTL_MINUTES: int(1, 10, 5),
  LOGIN_IP_LIMIT_PER_MINUTE: int(1, 100_000, 20),
  REGISTER_IP_LIMIT_PER_HOUR: int(1, 100_000, 20),
  SMS_IP_LIMIT_PER_HOUR: int(1, 100_000, 20),
  MAIL_IP_LIMIT_PER_HOUR: int(1, 100_000, 20),
  FREEPLAY_IP_LIMIT_PER_HOUR: int(1, 100_000, 10),
  /** A registration form submitted sooner than this after it was shown is a bot's. */
  BOT_MIN_FILL_MS: int(0, 600_000, 2500),
  FREEPLAY_DEMO_BALANCE_MINOR: int(0, 1_000_000_000, 200_000),
  /** outbox: the local adapter (development); http: a provider's HTTP API. */
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_API_KEY: optionalText,
  /** smtp://user:pass@host:port; without it mail goes to the dev outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
    .optional(),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  /** Where people reach the site; reset links and OAuth callbacks are built on it. */
  PUBLIC_BASE_URL: z.string().url().default('http://localhost:3000'),
  OIDC_GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  OIDC_GOOGLE_CLIENT_ID: optionalText,
  OIDC_GOOGLE_CLIENT_SECRET: optionalText,
  OIDC_FACEBOOK_ISSUER: z.string().url().default('https://www.facebook.com'),
  OIDC_FACEBOOK_CLIENT_ID: optionalText,
  OIDC_FACEBOOK_CLIENT_SECRET: optionalText,
  /** Lets OAuth talk to an http:// issuer (a local provider in tests); refused in production. */
  OIDC_ALLOW_HTTP: z.enum(['yes', 'no']).default('no'),
};
