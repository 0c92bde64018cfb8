import type { AppModule } from '../../app';
import { houseBoard } from './house-board';
import { lotteryLobbyRoutes } from './lottery-lobby-routes';

/** The lottery lobby (issue 6, platform side): menus and lists over the house's draw board. */
export const lotteryLobbyModule: AppModule = {
  name: 'lottery-lobby',
  routes(app, deps) {
    lotteryLobbyRoutes(app, deps, houseBoard(deps.config.HOUSE_PUBLIC_URL));
  },
};
