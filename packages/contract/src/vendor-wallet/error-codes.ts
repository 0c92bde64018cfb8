/**
 * Error codes of the seamless wallet protocol and the HTTP status of each; merged into the
 * catalogue in common/error-codes.ts. A vendor treats every answer carrying one of these codes
 * as final (do not retry with the same txId expecting a different answer), except
 * `INTERNAL_ERROR`, which — like any 5xx, a timeout or a dropped connection — means "outcome
 * unknown": retry with the same txId, or roll the debit back.
 *
 * A repeated txId is not an error: the platform answers the original result again
 * (`replayed: true`). Only a repeated txId whose call differs is `TRANSACTION_CONFLICT`.
 */
export const vendorWalletErrors = {
  INVALID_REQUEST: { status: 400, messageKey: 'vendor_wallet_invalid_request' },
  INVALID_SIGNATURE: { status: 401, messageKey: 'vendor_wallet_invalid_signature' },
  STALE_TIMESTAMP: { status: 401, messageKey: 'vendor_wallet_stale_timestamp' },
  INVALID_TOKEN: { status: 401, messageKey: 'vendor_wallet_invalid_token' },
  TOKEN_EXPIRED: { status: 401, messageKey: 'vendor_wallet_token_expired' },
  ACCOUNT_LOCKED: { status: 403, messageKey: 'vendor_wallet_account_locked' },
  INSUFFICIENT_FUNDS: { status: 402, messageKey: 'vendor_wallet_insufficient_funds' },
  CURRENCY_MISMATCH: { status: 400, messageKey: 'vendor_wallet_currency_mismatch' },
  BET_NOT_FOUND: { status: 404, messageKey: 'vendor_wallet_bet_not_found' },
  BET_ALREADY_ROLLED_BACK: { status: 409, messageKey: 'vendor_wallet_bet_rolled_back' },
  BET_ALREADY_SETTLED: { status: 409, messageKey: 'vendor_wallet_bet_settled' },
  TRANSACTION_CONFLICT: { status: 409, messageKey: 'vendor_wallet_tx_conflict' },
  GAME_NOT_FOUND: { status: 404, messageKey: 'vendor_wallet_game_not_found' },
  INTERNAL_ERROR: { status: 500, messageKey: 'vendor_wallet_internal_error' },
} as const;

export type VendorWalletErrorCode = keyof typeof vendorWalletErrors;

export const VENDOR_WALLET_ERROR_CODES = Object.keys(vendorWalletErrors) as VendorWalletErrorCode[];

export function isVendorWalletErrorCode(code: unknown): code is VendorWalletErrorCode {
  return typeof code === 'string' && Object.hasOwn(vendorWalletErrors, code);
}
