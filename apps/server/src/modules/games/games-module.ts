import type { AppModule } from '../../app';
import { gameArtworkRoutes } from './game-artwork-routes';
import { gamesOpsRoutes } from './games-ops-routes';
import { gamesRelays } from './games-relays';
import { houseLotteryOpsRoutes } from './house-lottery-ops-routes';
import { houseRtpOpsRoutes } from './house-rtp-ops-routes';

/** The game catalogue: vendor lanes, lobbies, search, hot/popular, favourites, recent, icons; the operator API over vendors, integrations and games. */
export const gamesModule: AppModule = {
  name: 'games',
  async routes(app, deps) {
    await gameArtworkRoutes(app, deps);
    gamesOpsRoutes(app, deps);
    houseRtpOpsRoutes(app, deps);
    houseLotteryOpsRoutes(app, deps);
  },
  relays: gamesRelays,
};
