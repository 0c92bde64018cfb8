import type { AppModule } from '../../app';
import { rewardsOpsRoutes } from './rewards-ops-routes';
import { rewardsRelays } from './rewards-relays';
import { runVipReview } from './run-vip-review';

/** Reward centre, self-service rebate, VIP levels and missions (issue 11, part B). */
export const rewardsModule: AppModule = {
  name: 'rewards',
  routes: (app, deps) => rewardsOpsRoutes(app, deps),
  relays: (deps) => rewardsRelays(deps),
  jobs: (deps) => [
    {
      name: 'rewards.vip-review',
      everyMs: 60 * 60_000,
      aligned: true,
      leaseMs: 30 * 60_000,
      run: async ({ now }) => {
        await runVipReview(deps, now);
      },
    },
  ],
};
