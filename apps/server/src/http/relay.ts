import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope } from '@wl/contract/common/envelope';
import { AppError } from './app-error';
import { jsonBody, JsonText } from './json-reply';
import type { AuthGuard, AuthGuardOptions } from './auth-guard';

/**
 * `/wps/relay/<NAME>` calls, dispatched through one table: name → method, module id, token
 * flag, input schema, output schema, handler. Adding a relay is one entry in a module's table.
 * Each entry becomes a real route (so it is validated and appears in OpenAPI); any other verb
 * on a known name answers #459 http_method_not_support, an unknown name 404.
 */
export interface RelayEntry<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The whitelabel module that must be on for the call (e.g. GAMELO3); COMM3 is always on. */
  moduleId: string;
  token: boolean | AuthGuardOptions;
  input: I;
  output: O;
  /** Answers the value, or the whole envelope already serialised (a cached reply: JsonText). */
  handler: (
    input: z.infer<I>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<z.infer<O> | JsonText>;
  summary?: string;
}

export function relay<I extends z.ZodType, O extends z.ZodType>(
  entry: RelayEntry<I, O>,
): RelayEntry<I, O> {
  return entry;
}

export type RelayTable = Record<string, RelayEntry>;

const ALL_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

export function registerRelays(app: FastifyInstance, table: RelayTable, guard: AuthGuard) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const [name, entry] of Object.entries(table)) {
    const url = `/wps/relay/${name}`;
    const guardOptions = typeof entry.token === 'object' ? entry.token : {};
    const inputKey = entry.method === 'GET' || entry.method === 'DELETE' ? 'querystring' : 'body';
    typed.route({
      method: entry.method,
      url,
      schema: {
        tags: ['relay'],
        summary: entry.summary ?? name,
        [inputKey]: entry.input,
        response: { 200: envelope(entry.output) },
      },
      preHandler: [moduleSwitch(entry.moduleId), ...(entry.token ? [guard(guardOptions)] : [])],
      handler: async (request, reply) => {
        const input = inputKey === 'body' ? request.body : request.query;
        const value = await entry.handler(input, request, reply);
        if (value instanceof JsonText) return jsonBody(reply, value.json);
        return { success: true, message: '', value };
      },
    });
    for (const method of ALL_METHODS.filter((m) => m !== entry.method)) {
      app.route({
        method,
        url,
        schema: { hide: true },
        handler: async () => {
          throw new AppError('http_method_not_support');
        },
      });
    }
  }
}

/** Refuses a call whose module the merchant switched off (#543 function.not.available). */
export function moduleSwitch(moduleId: string) {
  return async (request: FastifyRequest) => {
    if (request.merchant.flags[moduleId] === false) throw new AppError('function.not.available');
  };
}
