import type { AppModule } from '../../app';
import { rewardsRelays } from './rewards-relays';

/** Reward centre, self-service rebate, VIP levels and missions (issue 11, part B). */
export const rewardsModule: AppModule = {
  name: 'rewards',
  relays: (deps) => rewardsRelays(deps),
};
