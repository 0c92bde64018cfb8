/**
 * The calls the spec marks encrypted (login, registrations, password changes, …): the JSON
 * body is sealed with the server's public key (design.md §3, ADR 0007) by the shared
 * WebCrypto function of the contract. The key is fetched once and kept; an answer flagged
 * `staleKey` (the server rotated past it) fetches it again and resends once.
 */
import { encryptPayload } from '@wl/contract/crypto/encrypt-payload';
import { getSessionKeyResponse, type SessionKey } from '@wl/contract/crypto/encrypted-body';
import { ApiError } from './api-error';
import { apiRequest, type ApiRequest, type ParsedValue } from './client';
import type { ValueParser } from './json-guard';

let sessionKey: Promise<SessionKey> | null = null;

function fetchSessionKey(): Promise<SessionKey> {
  sessionKey ??= apiRequest({ path: '/wps/session/key', value: getSessionKeyResponse }).catch(
    (error: unknown) => {
      // A failed fetch is not cached: the next call tries again.
      sessionKey = null;
      throw error;
    },
  );
  return sessionKey;
}

/** For tests: forget the cached key. */
export function forgetSessionKey() {
  sessionKey = null;
}

function isStaleKey(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const value = error.value as { staleKey?: unknown } | null;
  return typeof value === 'object' && value !== null && value.staleKey === true;
}

export type EncryptedRequest<S extends ValueParser<unknown>> = Omit<
  ApiRequest<S>,
  'body' | 'form'
> & {
  body: Record<string, unknown>;
};

async function send<S extends ValueParser<unknown>>(
  req: EncryptedRequest<S>,
): Promise<ParsedValue<S>> {
  const key = await fetchSessionKey();
  const sealed = await encryptPayload(req.body, key);
  return apiRequest({ ...req, method: req.method ?? 'POST', body: sealed });
}

export async function encryptedRequest<S extends ValueParser<unknown>>(
  req: EncryptedRequest<S>,
): Promise<ParsedValue<S>> {
  try {
    return await send(req);
  } catch (error) {
    if (!isStaleKey(error)) throw error;
    sessionKey = null;
    return send(req);
  }
}
