import type { AppModule } from '../../app';
import { missionOpsRoutes } from './mission-ops-routes';
import { missionRelays } from './mission-relays';
import { runMissionReview } from './run-mission-review';
import { runMissionRollover } from './run-mission-rollover';

/** Daily and weekly missions with their leaderboard (issue 11; ADR 0018). */
export const missionsModule: AppModule = {
  name: 'missions',
  routes: (app, deps) => missionOpsRoutes(app, deps),
  relays: (deps) => missionRelays(deps),
  jobs: (deps) => [
    {
      // Drains the activity queue; activity queued before midnight is measured against the
      // period it belonged to (reviewMemberMissions' `sinceMs`).
      name: 'missions.review',
      everyMs: 60_000,
      leaseMs: 5 * 60_000,
      run: async ({ now }) => {
        await runMissionReview(deps, now);
      },
    },
    {
      name: 'missions.rollover',
      everyMs: 24 * 60 * 60_000,
      aligned: true,
      leaseMs: 30 * 60_000,
      run: async ({ now }) => {
        await runMissionRollover(deps, now);
      },
    },
  ],
};
