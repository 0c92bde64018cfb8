/** Error codes of the lottery area; merged into the catalogue in common/error-codes.ts. */
export const lotteryErrors = {
  'lottery.game_unknown': { status: 404, messageKey: 'error_lottery_game_unknown' },
  'lottery.draw_not_found': { status: 404, messageKey: 'error_lottery_draw_not_found' },
  /** Betting on this draw has not opened yet. */
  'lottery.draw_not_open': { status: 409, messageKey: 'error_lottery_draw_not_open' },
  /** Betting on this draw is closed (lock time reached, drawn, settled or void). */
  'lottery.draw_closed': { status: 409, messageKey: 'error_lottery_draw_closed' },
  /** The bet type is not played on this game, or the numbers do not fit the bet type. */
  'lottery.bet_invalid': { status: 400, messageKey: 'error_lottery_bet_invalid' },
  /** The operator switched this bet type off for the game's family. */
  'lottery.bet_type_off': { status: 409, messageKey: 'error_lottery_bet_type_off' },
  'lottery.stake_out_of_range': { status: 400, messageKey: 'error_lottery_stake_out_of_range' },
  /** The same bet reference was used before for a different bet. */
  'lottery.bet_ref_conflict': { status: 409, messageKey: 'error_lottery_bet_ref_conflict' },
  'lottery.bet_not_found': { status: 404, messageKey: 'error_lottery_bet_not_found' },
} as const;

export type LotteryErrorCode = keyof typeof lotteryErrors;
