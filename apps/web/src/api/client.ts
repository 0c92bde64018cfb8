/**
 * The typed client over the contract. Sends the original clients' headers (Merchant, raw
 * Authorization token, upper-case Language, Device), parses the `{success, message, value}`
 * envelope, checks its value with the call's schema (a zod schema, or a JSON-Schema guard for
 * the home page's calls, ADR 0045), and turns every failure into an ApiError. A 401 ends the
 * session and asks the app to open the login popup. No zod here: the home page loads this.
 */
import { ApiError, knownErrorCode } from './api-error';
import type { ValueParser } from './json-guard';
import {
  clearSession,
  emitLoginRequired,
  getMerchant,
  getStoredLanguage,
  getToken,
} from './session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** The value type a schema (zod's or a guard) checks. */
export type ParsedValue<S> = S extends ValueParser<infer T> ? T : never;

export interface ApiRequest<S extends ValueParser<unknown>> {
  method?: HttpMethod;
  path: string;
  query?: QueryParams;
  body?: unknown;
  /** Schema of the envelope's `value`. */
  value: S;
  signal?: AbortSignal;
  /** The language to send when it differs from the stored one (e.g. before it is stored). */
  language?: string;
  /** A token other than the stored one: a login waiting for its second step is not stored. */
  token?: string;
  /** A form-encoded body instead of JSON (the original forgot-by-e-mail call). */
  form?: Record<string, string>;
  /**
   * A 401 here is an answer, not a lost session: logging out a dead session, or a second step
   * whose tries ran out. The stored session is then left alone and no login popup opens.
   */
  quietUnauthorized?: boolean;
}

export const REQUEST_TIMEOUT_MS = 30_000;

export function requestHeaders(language?: string, tokenOverride?: string): Record<string, string> {
  const headers: Record<string, string> = { Device: 'WEB', Accept: 'application/json' };
  const merchant = getMerchant();
  if (merchant) headers.Merchant = merchant;
  const token = tokenOverride ?? getToken();
  // The original contract sends the raw token, without a "Bearer" prefix.
  if (token) headers.Authorization = token;
  const lang = language ?? getStoredLanguage();
  if (lang) headers.Language = lang.toUpperCase();
  return headers;
}

export function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const MESSAGE_KEY = /^[a-z][a-z0-9_.]*$/i;

/** The `{success, message, value, errorCode?}` envelope every answer comes in. */
interface Envelope {
  success: boolean;
  message: string;
  value: unknown;
  errorCode?: string;
}

function isEnvelope(json: unknown): json is Envelope {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return false;
  const e = json as Record<string, unknown>;
  return (
    typeof e.success === 'boolean' &&
    typeof e.message === 'string' &&
    (e.errorCode === undefined || typeof e.errorCode === 'string')
  );
}

export async function apiRequest<S extends ValueParser<unknown>>(
  req: ApiRequest<S>,
): Promise<ParsedValue<S>> {
  const headers = requestHeaders(req.language, req.token);
  let body: string | undefined;
  if (req.form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = new URLSearchParams(req.form).toString();
  } else if (req.body !== undefined) {
    headers['Content-Type'] = 'application/json;charset=UTF-8';
    body = JSON.stringify(req.body);
  }
  const deadline = withDeadline(req.signal, REQUEST_TIMEOUT_MS);

  let response: Response;
  try {
    response = await fetch(buildUrl(req.path, req.query), {
      method: req.method ?? 'GET',
      headers,
      body,
      signal: deadline.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    deadline.clear();
    // A caller's own abort is not an error to show; let it propagate as is.
    if (req.signal?.aborted) throw cause;
    throw new ApiError({ errorCode: deadline.timedOut() ? 'timeout' : 'network_error' });
  }
  const json: unknown = await response.json().catch(() => undefined);
  deadline.clear();
  if (response.status === 401 && !req.quietUnauthorized) {
    clearSession();
    emitLoginRequired();
  }
  if (response.ok && isEnvelope(json) && json.success) {
    const parsed = req.value.safeParse(json.value);
    // The schema checked the value; TypeScript cannot name its type through the generic.
    if (parsed.success) return parsed.data as ParsedValue<S>;
  }
  throw toApiError(json, response.status);
}

function toApiError(json: unknown, status: number): ApiError {
  // A 2xx whose body is not a failure envelope did not match the contract.
  if (!isEnvelope(json) || (status < 300 && json.success)) {
    const errorCode = status === 401 ? 'login.not.session' : 'invalid_response';
    return new ApiError({ errorCode, status });
  }
  const { errorCode: serverCode, message, value } = json;
  return new ApiError({
    errorCode: knownErrorCode(serverCode, status),
    messageKey: MESSAGE_KEY.test(message) ? message : undefined,
    status,
    serverCode,
    value,
  });
}

/** A signal that aborts on the caller's signal or after `ms` (no AbortSignal.any needed). */
function withDeadline(outer: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const onOuterAbort = () => controller.abort();
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  if (outer?.aborted) controller.abort();
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}
