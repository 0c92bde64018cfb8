import type { Config } from './config';
import type { Db } from './db/db';
import type { AuthGuard } from './http/auth-guard';
import type { MerchantResolver } from './modules/merchants/resolve-merchant';

/**
 * What every module receives. Providers (SMS, mail, payment, geoip, vendors) are added here as
 * their issues land, each behind an interface with a real and a local implementation.
 */
export interface AppDeps {
  config: Config;
  db: Db;
  merchants: MerchantResolver;
  guard: AuthGuard;
  /** Milliseconds since the epoch; tests may replace it. */
  now: () => number;
}
