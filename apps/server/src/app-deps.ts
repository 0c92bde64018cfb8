import type { Config } from './config';
import type { Db } from './db/db';
import type { AuthGuard } from './http/auth-guard';
import type { MerchantResolver } from './modules/merchants/resolve-merchant';
import type { GeoIp } from './providers/geoip/geoip';
import type { AccountDeps } from './modules/auth/account-deps';
import type { SharedState } from './modules/shared-state/shared-state';

/**
 * What every module receives. Providers (SMS, mail, payment, geoip, vendors) are added here as
 * their issues land, each behind an interface with a real and a local implementation.
 */
/** AccountDeps: SMS, mail, social sign-in, and the encrypted calls' keys and body hook. */
export interface AppDeps extends AccountDeps {
  config: Config;
  db: Db;
  merchants: MerchantResolver;
  guard: AuthGuard;
  /** Milliseconds since the epoch; tests may replace it. */
  now: () => number;
  /** Country of an IP address (offline database; a fixed table in tests). */
  geoip: GeoIp;
  /** Counters and message bus shared by every API node (Redis, or local: ADR 0030). */
  shared: SharedState;
}
