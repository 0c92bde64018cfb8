import type { AppModule } from '../../app';
import { gameArtworkRoutes } from './game-artwork-routes';
import { gamesRelays } from './games-relays';

/** The game catalogue: vendor lanes, lobbies, search, hot/popular, favourites, recent, icons. */
export const gamesModule: AppModule = {
  name: 'games',
  async routes(app, deps) {
    await gameArtworkRoutes(app, deps);
  },
  relays: gamesRelays,
};
