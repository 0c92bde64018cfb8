import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope } from '@wl/contract/common/envelope';
import { AppError } from './app-error';
import { jsonBody, JsonText } from './json-reply';
import { keptReplyBody } from './reply-encoding';
import { rememberedQueryCompiler } from './remembered-query';
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
  /**
   * Answers the value, or the whole envelope already serialised (a cached reply: JsonText). A
   * kept reply may be answered as it is, without a promise (ADR 0058): a read call asked on
   * every page load then costs no microtask between the route and the send.
   */
  handler: (
    input: z.infer<I>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<z.infer<O> | JsonText> | JsonText;
  summary?: string;
  /**
   * A GET read call asked with the same few queries over and over: its parsed input is
   * remembered per query string and shared, frozen (http/remembered-query.ts).
   */
  rememberQueries?: boolean;
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
      ...(entry.rememberQueries && inputKey === 'querystring'
        ? { validatorCompiler: rememberedQueryCompiler }
        : {}),
      preHandler: [moduleSwitch(entry.moduleId), ...(entry.token ? [guard(guardOptions)] : [])],
      // Not an async function: Fastify sends a value returned as it is, so a kept reply
      // answered synchronously goes out with no promise made for it.
      handler: (request, reply) => {
        const input = inputKey === 'body' ? request.body : request.query;
        const answer = entry.handler(input, request, reply);
        // A JsonText is a kept reply: sent compressed when the client accepts it.
        if (answer instanceof JsonText) return jsonBody(reply, keptReplyBody(reply, answer.json));
        return answer.then((value) =>
          value instanceof JsonText
            ? jsonBody(reply, keptReplyBody(reply, value.json))
            : { success: true, message: '', value },
        );
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

/**
 * Refuses a call whose module the merchant switched off (#543 function.not.available). A
 * callback hook, not an async one: it runs on every relay call, and an async hook costs a
 * promise and a microtask per request for a check that never waits (ADR 0058).
 */
export function moduleSwitch(moduleId: string) {
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (request.merchant.flags[moduleId] === false) done(new AppError('function.not.available'));
    else done();
  };
}
