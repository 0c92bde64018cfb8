import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@wl/contract/common/envelope';
import { loginValue } from '@wl/contract/auth/log-in';
import {
  exchangeOauthRequest,
  getProvidersResponse,
  SIGN_IN_PROVIDERS,
  startOauthQuery,
} from '@wl/contract/auth/sign-in-providers';
import type { AppDeps } from '../../../app-deps';
import { ok } from '../../../http/envelope';
import { loginContext } from '../login/login-context';
import { exchangeOauthCode } from './exchange-oauth-code';
import { finishOauth } from './finish-oauth';
import { startOauth } from './start-oauth';
import { loginIpLimit } from '../login/login-ip-limit';

const providerParam = z.object({ provider: z.enum(SIGN_IN_PROVIDERS) });

export function oauthRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limit = loginIpLimit(deps);

  typed.get('/wps/session/providers', {
    schema: {
      tags: ['auth'],
      summary: 'Social sign-in providers that are configured',
      response: { 200: envelope(getProvidersResponse) },
    },
    handler: async () =>
      ok({
        providers: [...deps.signIn.keys()].map((id) => ({
          id,
          startUrl: `/wps/session/oauth/${id}/start`,
        })),
      }),
  });

  typed.get('/wps/session/oauth/:provider/start', {
    schema: {
      tags: ['auth'],
      summary: 'Redirect to the provider to sign in',
      params: providerParam,
      querystring: startOauthQuery,
    },
    preHandler: [limit],
    handler: async (request, reply) => {
      const url = await startOauth({
        deps,
        merchantId: request.merchant.id,
        provider: request.params.provider,
        returnTo: request.query.returnTo,
        nowMs: deps.now(),
      });
      return reply.redirect(url, 302);
    },
  });

  typed.post('/wps/session/oauth/:provider/link', {
    schema: {
      tags: ['auth'],
      summary: 'Where to go to link a provider to the signed-in member',
      params: providerParam,
      body: startOauthQuery.default({}),
      response: { 200: envelope(z.object({ url: z.string() })) },
    },
    preHandler: [deps.guard({ realAccount: true }), limit],
    handler: async (request) =>
      ok({
        url: await startOauth({
          deps,
          merchantId: request.merchant.id,
          provider: request.params.provider,
          returnTo: request.body.returnTo,
          linkMemberId: request.session!.memberId,
          nowMs: deps.now(),
        }),
      }),
  });

  typed.get('/wps/session/oauth/:provider/callback', {
    schema: {
      tags: ['auth'],
      summary: 'The provider returns here; redirects to the site with a one-time code',
      params: providerParam,
    },
    handler: async (request, reply) => {
      const callbackUrl = new URL(request.url, deps.config.PUBLIC_BASE_URL);
      const target = await finishOauth({
        deps,
        merchant: request.merchant,
        provider: request.params.provider,
        callbackUrl,
        ip: request.ip,
        nowMs: deps.now(),
      });
      return reply.redirect(target, 302);
    },
  });

  typed.post('/wps/session/oauth/exchange', {
    schema: {
      tags: ['auth'],
      summary: 'Trade the one-time code of a social sign-in for a session',
      body: exchangeOauthRequest,
      response: { 200: envelope(loginValue) },
    },
    preHandler: [limit],
    handler: async (request) =>
      ok(
        await exchangeOauthCode({
          deps,
          merchant: request.merchant,
          code: request.body.code,
          context: loginContext(request, deps.now),
        }),
      ),
  });
}
