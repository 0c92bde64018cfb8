/** Error codes of the games area; merged into the catalogue in common/error-codes.ts. */
export const gamesErrors = {
  'game.not.found': { status: 404, messageKey: 'error_game_not_found' },
  /** A demo vendor listed for show: its games cannot be launched. */
  'game.not.launchable': { status: 400, messageKey: 'error_game_not_launchable' },
} as const;
