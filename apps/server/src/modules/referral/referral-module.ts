import type { AppModule } from '../../app';
import { runReferralQualification } from './qualify-referrals';
import { referralOpsRoutes } from './referral-ops-routes';
import { referralRelays } from './referral-relays';

/** Invite friends: referral codes, friends who joined, the merchant's rule (ADR 0019). */
export const referralModule: AppModule = {
  name: 'referral',
  routes: (app, deps) => referralOpsRoutes(app, deps),
  relays: (deps) => referralRelays(deps),
  jobs: (deps) => [
    {
      // Referrers who never open the page still see their rewards in the reward centre.
      name: 'referral.qualify',
      everyMs: 5 * 60_000,
      leaseMs: 4 * 60_000,
      run: async ({ now }) => {
        await runReferralQualification(deps.db, now);
      },
    },
  ],
};
