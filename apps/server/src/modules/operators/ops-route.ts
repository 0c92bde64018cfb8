import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z, ZodType } from 'zod';
import { envelope } from '@wl/contract/common/envelope';
import { ok } from '../../http/envelope';
import type { OperatorSession } from './operator-session';

type Parsed<T> = T extends ZodType ? z.output<T> : undefined;

/** Who acts on an /ops call: what every audit line records beside the change. */
export interface OpsActor {
  merchantId: bigint;
  operator: OperatorSession['operator'];
  operatorId: bigint;
  ip: string;
}

/** What an /ops handler gets: the parsed input, the request and the acting operator. */
export interface OpsCall<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  /** Only on routes behind a permission (the permission check set the session). */
  readonly actor: OpsActor;
}

export interface OpsRouteSpec<
  P extends ZodType | undefined,
  Q extends ZodType | undefined,
  B extends ZodType | undefined,
  R extends ZodType,
> {
  /** '<area>.<action>' from the contract's roles table, 'session.self' or 'public'. */
  permission: string;
  summary?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  response: R;
  preHandler?: preHandlerAsyncHookHandler[];
  handler: (call: OpsCall<Parsed<P>, Parsed<Q>, Parsed<B>>) => Promise<z.input<R>>;
}

/**
 * The one shape of every operator route: zod input schemas, the answer in the envelope, the
 * permission the roles × permissions check (ops-permissions.ts) enforces before the body is
 * read, and the acting operator and IP handed to the handler for its audit line. Modules
 * declare routes through this instead of repeating the Fastify options each time.
 */
export function opsRoutes(app: FastifyInstance, tags: string[]) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const register =
    (method: 'GET' | 'POST' | 'PUT') =>
    <
      R extends ZodType,
      P extends ZodType | undefined = undefined,
      Q extends ZodType | undefined = undefined,
      B extends ZodType | undefined = undefined,
    >(
      url: string,
      spec: OpsRouteSpec<P, Q, B, R>,
    ) => {
      const schema: Record<string, unknown> = {
        tags,
        response: { 200: envelope(spec.response) },
      };
      if (spec.summary) schema.summary = spec.summary;
      if (spec.params) schema.params = spec.params;
      if (spec.querystring) schema.querystring = spec.querystring;
      if (spec.body) schema.body = spec.body;
      typed.route({
        method,
        url,
        schema,
        config: { permission: spec.permission },
        ...(spec.preHandler ? { preHandler: spec.preHandler } : {}),
        handler: async (request) =>
          ok(
            await spec.handler({
              params: request.params as Parsed<P>,
              query: request.query as Parsed<Q>,
              body: request.body as Parsed<B>,
              request,
              get actor() {
                return actorOf(request);
              },
            }),
          ),
      });
    };
  return { get: register('GET'), post: register('POST'), put: register('PUT') };
}

function actorOf(request: FastifyRequest): OpsActor {
  const operator = request.operatorSession!.operator;
  return { merchantId: request.merchant.id, operator, operatorId: operator.id, ip: request.ip };
}
