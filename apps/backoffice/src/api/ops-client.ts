import type { z } from 'zod';
import { envelope, failureEnvelope } from '@wl/contract/common/envelope';
import { readSession, storeSession } from './session';

/**
 * A refused call: the server's stable code, the translation key of its message and what it
 * said with it (a refused request's `fields`, for instance).
 */
export class OpsError extends Error {
  constructor(
    readonly code: string,
    readonly messageKey: string,
    readonly value: unknown = null,
  ) {
    super(messageKey);
  }
}

type Query = Record<string, string | number | undefined>;

/**
 * One /ops call: the raw token in Authorization (as the server expects), the envelope parsed
 * with the call's contract schema. A 401 means the session ended (idle, revoked, role changed):
 * it is forgotten and the app shows the login again.
 */
export async function ops<S extends z.ZodType>(
  call: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; query?: Query; body?: unknown },
  value: S,
): Promise<z.infer<S>> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(call.query ?? {})) {
    if (v !== undefined && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readSession()?.token;
  if (token) headers.Authorization = token;
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${call.path}${qs ? `?${qs}` : ''}`, {
    method: call.method ?? 'GET',
    headers,
    ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
  });
  const json: unknown = await response.json().catch(() => null);
  const ok = envelope(value).safeParse(json);
  if (ok.success && ok.data.success) return (ok.data as { value: z.infer<S> }).value;
  const failed = failureEnvelope.safeParse(json);
  if (response.status === 401 && token) storeSession(null);
  if (failed.success) {
    throw new OpsError(
      failed.data.errorCode ?? 'system.busy',
      failed.data.message,
      failed.data.value,
    );
  }
  throw new OpsError('system.busy', 'error_system');
}
