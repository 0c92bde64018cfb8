/**
 * The stable error codes of the API, and the HTTP status each maps to. The web app switches on
 * `errorCode`; `message` carries the translation key shown to people. Each area keeps its own
 * table in its folder so parallel work does not collide; this file merges them.
 */
import { authErrors } from '../auth/error-codes';
import { ledgerErrors } from '../ledger/error-codes';
import { gamesErrors } from '../games/error-codes';
import { vendorWalletErrors } from '../vendor-wallet/error-codes';
import { lotteryErrors } from '../lottery/error-codes';
import { inboxErrors } from '../inbox/error-codes';
import { rewardsErrors } from '../rewards/error-codes';
import { promotionErrors } from '../promotions/error-codes';
import { contractErrors } from '../contracts/error-codes';
import { agentErrors } from '../agent/error-codes';
import { operatorErrors } from '../operators/error-codes';
import { pointsErrors } from '../points/error-codes';

export const commonErrors = {
  request_param_err: { status: 400, messageKey: 'error_request_param' },
  request_body_required: { status: 400, messageKey: 'error_system' },
  'function.not.available': { status: 400, messageKey: 'error_function_not_available' },
  'login.not.session': { status: 401, messageKey: 'in_logged_login' },
  forbidden: { status: 403, messageKey: 'error_forbidden' },
  not_found: { status: 404, messageKey: 'error_not_found' },
  http_method_not_support: { status: 405, messageKey: 'error_method_not_supported' },
  conflict: { status: 409, messageKey: 'error_conflict' },
  payload_too_large: { status: 413, messageKey: 'error_payload_too_large' },
  unsupported_media_type: { status: 415, messageKey: 'error_request_param' },
  too_many_requests: { status: 429, messageKey: 'error_too_many_requests' },
  'system.busy': { status: 500, messageKey: 'error_system' },
  service_unavailable: { status: 503, messageKey: 'error_system' },
} as const satisfies ErrorTable;

export type ErrorTable = Record<string, { status: number; messageKey: string }>;

export const errorCatalogue = {
  ...commonErrors,
  ...authErrors,
  ...ledgerErrors,
  ...gamesErrors,
  ...vendorWalletErrors,
  ...lotteryErrors,
  ...inboxErrors,
  ...rewardsErrors,
  ...promotionErrors,
  ...contractErrors,
  ...agentErrors,
  ...operatorErrors,
  ...pointsErrors,
} as const satisfies ErrorTable;

export type ErrorCode = keyof typeof errorCatalogue;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorCatalogue, code);
}
