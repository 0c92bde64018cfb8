import type { AppModule } from '../../app';
import { runPointsEarning } from './earn-points';
import { pointsOpsRoutes } from './points-ops-routes';
import { pointsRelays } from './points-relays';

/** The points mall (issue 12, ADR 0021): points ledger, earning, goods, redemption, review. */
export const pointsModule: AppModule = {
  name: 'points',
  routes: pointsOpsRoutes,
  relays: pointsRelays,
  jobs: (deps) => [
    {
      name: 'points.earn',
      everyMs: deps.config.POINTS_EARN_EVERY_MS,
      run: async () => {
        await runPointsEarning(deps);
      },
    },
  ],
};
