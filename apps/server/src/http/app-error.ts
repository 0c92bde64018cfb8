import { errorCatalogue, type ErrorCode } from '@wl/contract/common/error-codes';

/**
 * The one error type. `code` is stable (the web switches on it), `messageKey` is what people
 * read (a translation key), `value` optionally carries data the client needs (e.g. the
 * balance with INSUFFICIENT_FUNDS, or `{ captcha: true }` after a failed login).
 */
export class AppError extends Error {
  readonly status: number;
  readonly messageKey: string;
  constructor(
    readonly code: ErrorCode,
    options: { messageKey?: string; value?: unknown; headers?: Record<string, string> } = {},
  ) {
    const entry = errorCatalogue[code];
    super(options.messageKey ?? entry.messageKey);
    this.status = entry.status;
    this.messageKey = options.messageKey ?? entry.messageKey;
    this.value = options.value ?? null;
    this.headers = options.headers ?? {};
  }
  readonly value: unknown;
  readonly headers: Record<string, string>;
}
