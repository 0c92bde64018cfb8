/** Error codes of the games area; merged into the catalogue in common/error-codes.ts. */
export const gamesErrors = {} as const;
