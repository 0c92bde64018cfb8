import type { Config } from '../../config';
import type { Sql } from '../../db/db';
import { localSharedState } from './local-shared-state';
import { redisSharedState } from './redis-shared-state';
import type { SharedState } from './shared-state';

/** Redis when the operator configured one, else PostgreSQL counters and an in-process bus. */
export function openSharedState(config: Pick<Config, 'REDIS_URL'>, sql: Sql): SharedState {
  const local = localSharedState(sql);
  return config.REDIS_URL ? redisSharedState(config.REDIS_URL, local) : local;
}
