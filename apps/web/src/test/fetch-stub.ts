/**
 * A typed stand-in for fetch: each API path answers with a contract-typed envelope (or a
 * chosen failure), and every request is recorded so tests can check what was sent.
 */
import { vi } from 'vitest';
import type { Announcements } from '@wl/contract/system/get-announcements';
import type { HelpEntry } from '@wl/contract/system/get-help-center';
import type { SystemStatus } from '@wl/contract/system/get-status';

export interface StubReply {
  status?: number;
  body: unknown;
}

export interface RecordedRequest {
  path: string;
  search: URLSearchParams;
  method: string;
  headers: Headers;
  /** The request body as sent (JSON text, form text), or null. */
  body: string | null;
}

/** A route may answer per request (a failure first, then success; by method). */
export type StubHandler = (request: RecordedRequest) => StubReply;

/** Replies by path; the typed keys fix what each known call must answer. */
export interface StubRoutes {
  '/wps/system/status'?: SystemStatus | StubReply;
  '/wps/relay/MCSFE_getListAnnouncements'?: Announcements | StubReply;
  '/wps/system/helpCenter'?: HelpEntry[] | StubReply;
  [path: string]: unknown;
}

export const ok = <T>(value: T) => ({ success: true, message: '', value });

function isReply(value: unknown): value is StubReply {
  return typeof value === 'object' && value !== null && 'body' in value && !Array.isArray(value);
}

export function stubFetch(routes: StubRoutes) {
  const requests: RecordedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const recorded: RecordedRequest = {
      path: url.pathname,
      search: url.searchParams,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : null,
    };
    requests.push(recorded);
    const route = routes[url.pathname];
    if (route === undefined) {
      return new Response(
        JSON.stringify({
          success: false,
          message: 'error_not_found',
          value: null,
          errorCode: 'not_found',
        }),
        { status: 404 },
      );
    }
    const reply =
      typeof route === 'function'
        ? (route as StubHandler)(recorded)
        : isReply(route)
          ? route
          : { status: 200, body: ok(route) };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests, fetchStub };
}
