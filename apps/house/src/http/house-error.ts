/**
 * Errors the house answers its game pages with. Wallet refusals pass through with the
 * protocol's code (INSUFFICIENT_FUNDS, TOKEN_EXPIRED, …) so the page can say what happened.
 */
export const HOUSE_ERRORS = {
  BAD_REQUEST: 400,
  SESSION_INVALID: 401,
  SESSION_EXPIRED: 401,
  NOT_FOUND: 404,
  GAME_NOT_FOUND: 404,
  TABLE_CLOSED: 409,
  /** No free spin left for this game (or not a real-money session). */
  NO_FREE_SPINS: 409,
  WALLET_UNAVAILABLE: 503,
  // Refusals the platform's wallet can answer a debit with.
  INSUFFICIENT_FUNDS: 402,
  TOKEN_EXPIRED: 401,
  INVALID_TOKEN: 401,
  ACCOUNT_LOCKED: 403,
  CURRENCY_MISMATCH: 400,
  BET_REFUSED: 409,
} as const;

export type HouseErrorCode = keyof typeof HOUSE_ERRORS;

export class HouseError extends Error {
  readonly status: number;
  constructor(
    readonly code: HouseErrorCode,
    readonly value: unknown = null,
  ) {
    super(code);
    this.status = HOUSE_ERRORS[code];
  }
}

export function ok<T>(value: T) {
  return { success: true as const, message: '', value };
}

export function failure(errorCode: string, value: unknown = null) {
  return { success: false as const, message: errorCode, value, errorCode };
}
