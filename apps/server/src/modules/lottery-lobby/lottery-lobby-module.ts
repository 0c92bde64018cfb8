import type { AppModule } from '../../app';
import { houseBoard } from './house-board';
import { lotteryLobbyOpsRoutes } from './lottery-lobby-ops-routes';
import { lotteryLobbyRoutes } from './lottery-lobby-routes';

/** The lottery lobby (issue 6, platform side): menus and lists over the house's draw board. */
export const lotteryLobbyModule: AppModule = {
  name: 'lottery-lobby',
  routes(app, deps) {
    const board = houseBoard(deps.config.HOUSE_PUBLIC_URL);
    lotteryLobbyRoutes(app, deps, board);
    lotteryLobbyOpsRoutes(app, deps, board);
  },
};
