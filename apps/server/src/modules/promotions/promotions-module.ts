import type { AppModule } from '../../app';
import { openStorage } from '../../providers/storage/storage-config';
import { runBonusWagering } from '../bonus/run-bonus-wagering';
import { promotionArtworkRoute } from './promotion-artwork';
import { promotionOpsRoutes } from './promotion-ops-routes';
import { promotionRelays } from './promotion-relays';
import { promotionRoutes } from './promotion-routes';

/**
 * Promotions (list, detail, claim, apply with images, raffle draw), the operator API for them,
 * and the bonus engine's job: every minute each active bonus counts new valid bets, converts
 * when met and goes when expired.
 */
export const promotionsModule: AppModule = {
  name: 'promotions',
  routes(app, deps) {
    const storage = openStorage(deps.config);
    promotionRoutes(app, deps, storage);
    promotionOpsRoutes(app, deps, storage);
    promotionArtworkRoute(app, storage);
  },
  relays: (deps) => promotionRelays(deps),
  jobs: (deps) => [
    {
      name: 'bonus.wagering',
      everyMs: 60_000,
      run: async ({ now }) => {
        await runBonusWagering({ db: deps.db }, now);
      },
    },
  ],
};
