import type { LaunchGameValue } from '@wl/contract/games/launch-game';
import { AppError } from '../../http/app-error';
import type { HouseBoard } from '../lottery-lobby/house-board';
import { recordRecentLottery } from '../lottery-lobby/record-recent-lottery';
import { HOUSE_VENDOR_CODE } from './house-defaults';
import { launchVendorGame } from './launch-vendor-game';

type LaunchOptions = Parameters<typeof launchVendorGame>[0];

/**
 * The lottery lobby's launch (`lottoGameCode` set): the code must be on the house's draw board
 * (a house slot code is not a lottery), the house lottery is launched, and the launch itself
 * notes the game in the member's recent lotteries. `lottoView=lobby` opens the house's
 * lottery lobby (every lottery), `betting` or none the game's betting page.
 */
export async function launchLotteryGame(
  options: LaunchOptions & {
    board: HouseBoard;
    lottoGameCode: string;
    /** A recent note that fails after the game opened is only logged: the launch token is single-use. */
    onRecordFailure: (error: unknown) => void;
  },
): Promise<LaunchGameValue> {
  const { board, lottoGameCode, params } = options;
  if (
    (params.vassalage && params.vassalage !== HOUSE_VENDOR_CODE) ||
    (params.gameId && params.gameId !== lottoGameCode)
  ) {
    throw new AppError('request_param_err');
  }
  const entries = await board.entries(options.nowMs);
  if (!entries.some((e) => e.gameCode === lottoGameCode)) throw new AppError('GAME_NOT_FOUND');
  const value = await launchVendorGame({
    ...options,
    params: { ...params, nodeId: undefined, vassalage: HOUSE_VENDOR_CODE, gameId: lottoGameCode },
  });
  if (options.session) {
    await recordRecentLottery({
      db: options.db,
      board,
      memberId: options.session.memberId,
      merchantId: options.merchant.id,
      gameCode: lottoGameCode,
      nowMs: options.nowMs,
    }).catch(options.onRecordFailure);
  }
  return value;
}
