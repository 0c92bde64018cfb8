import { errorCatalogue, isErrorCode, type ErrorCode } from '@wl/contract/common/error-codes';

/** Failures that happen before the server could answer with an envelope. */
export type ClientErrorCode = 'network_error' | 'timeout' | 'invalid_response' | 'unknown_error';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

const CLIENT_MESSAGE_KEYS: Record<ClientErrorCode, string> = {
  network_error: 'in_network_again',
  timeout: 'timeout_retry_please',
  invalid_response: 'error_system',
  unknown_error: 'error_system',
};

/**
 * The one error type screens see. `errorCode` is a known code the UI can switch on (a code
 * the catalogue does not know becomes unknown_error, kept raw in `serverCode`); `messageKey`
 * is the translation key to show.
 */
export class ApiError extends Error {
  readonly errorCode: ApiErrorCode;
  readonly messageKey: string;
  readonly status: number;
  readonly serverCode: string | undefined;
  /** The failure envelope's `value` (field errors, the login captcha flag, staleKey …). */
  readonly value: unknown;

  constructor(options: {
    errorCode: ApiErrorCode;
    messageKey?: string;
    status?: number;
    serverCode?: string;
    value?: unknown;
  }) {
    super(options.errorCode);
    this.name = 'ApiError';
    this.errorCode = options.errorCode;
    this.status = options.status ?? 0;
    this.serverCode = options.serverCode;
    this.value = options.value ?? null;
    this.messageKey = options.messageKey || defaultMessageKey(options.errorCode);
  }
}

export function defaultMessageKey(code: ApiErrorCode): string {
  return isErrorCode(code) ? errorCatalogue[code].messageKey : CLIENT_MESSAGE_KEYS[code];
}

/** Maps what the server sent to a known code; HTTP status decides when no code came. */
export function knownErrorCode(serverCode: string | undefined, status: number): ApiErrorCode {
  if (serverCode && isErrorCode(serverCode)) return serverCode;
  if (status === 401) return 'login.not.session';
  if (status === 404) return 'not_found';
  if (status === 429) return 'too_many_requests';
  return 'unknown_error';
}
