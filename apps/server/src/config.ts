import { z } from 'zod';
import { authEnv } from './modules/auth/auth-config';
import { DEV_HOUSE_SECRET, DEV_HOUSE_URL } from './modules/vendor-wallet/house-defaults';
import { storageEnv } from './providers/storage/storage-config';

/**
 * Configuration from the environment, validated once at start. A bad value stops the process
 * with a message naming the variable, instead of failing later in some request.
 */
const envSchema = z.object({
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Where the embedded PostgreSQL keeps its files when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().optional(),
  /** When set, GET /metrics asks for `Authorization: Bearer <token>` (else it is open: keep
   *  it off the public proxy, see the README's nginx config). */
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated proxy addresses whose X-Forwarded-For we believe (region checks). */
  TRUSTED_PROXIES: z.string().default('127.0.0.1,::1'),
  /** Merchant used when neither the Merchant header nor the domain names one. */
  DEFAULT_MERCHANT: z.string().default('DEMO'),
  /** Served as the player site; built by `npm run build -w @wl/web`. */
  WEB_DIST: z.string().optional(),
  /** Served at /backoffice/ (operators only); built by `npm run build -w @wl/backoffice`. */
  BACKOFFICE_DIST: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Seconds between keep-alive pings (and session re-checks) on open live-event streams. */
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
  SEED_DEMO: z.enum(['auto', 'yes', 'no']).default('auto'),
  /** How often the points earning job reads new rounds and deposits (journeys run it faster). */
  POINTS_EARN_EVERY_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  /** Run the house games vendor in this process (default: on, except in tests). */
  HOUSE_ENABLED: z.enum(['true', 'false']).optional(),
  HOUSE_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  /** The house's shared HMAC secret; the development default is refused in production. */
  HOUSE_SECRET: z.string().min(16).default(DEV_HOUSE_SECRET),
  /** What browsers reach the house at (the game iframe). */
  HOUSE_PUBLIC_URL: z.url({ protocol: /^https?$/ }).default(DEV_HOUSE_URL),
  ...authEnv,
  ...storageEnv,
});

export type Config = z.infer<typeof envSchema> & {
  trustedProxies: string[];
  isProduction: boolean;
  houseEnabled: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const houseEnabled = (c.HOUSE_ENABLED ?? (c.APP_ENV === 'test' ? 'false' : 'true')) === 'true';
  if (c.APP_ENV === 'production' && houseEnabled && c.HOUSE_SECRET === DEV_HOUSE_SECRET) {
    throw new ConfigError(
      'Invalid environment:\n  HOUSE_SECRET: set a secret of your own in production',
    );
  }
  return {
    ...c,
    trustedProxies: c.TRUSTED_PROXIES.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    isProduction: c.APP_ENV === 'production',
    houseEnabled,
  };
}
