import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@wl/contract/common/envelope';
import { getCountriesResponse } from '@wl/contract/system/get-countries';
import { getDomainRouteResponse } from '@wl/contract/system/get-domain-route';
import { getRegisterSettingsResponse } from '@wl/contract/system/register-settings';
import { getStatusQuery, getStatusResponse } from '@wl/contract/system/get-status';
import { getWhitelabelResponse } from '@wl/contract/system/whitelabel';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../http/envelope';
import { jsonBody } from '../../http/json-reply';
import { acceptsGzip } from '../../http/reply-encoding';
import { rememberedQueryCompiler } from '../../http/remembered-query';
import { statusReplies } from './status-replies';
import { listCountries } from './list-countries';
import { registerConfigOf, statusConfigOf, whitelabelOf } from './status-config';
import { andThen } from '../../lib/maybe-promise';

/** The configuration calls the app makes before and around mounting (spec §7, COMM3). */
export async function systemRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['system'];
  const status = statusReplies();

  for (const url of ['/wps/system/status', '/wps/v2/system/status']) {
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'Maintenance, region restriction, location and site configuration',
          querystring: getStatusQuery,
          response: { 200: envelope(getStatusResponse) },
        },
        validatorCompiler: rememberedQueryCompiler,
      },
      // Not async: with the visitor known the reply is sent without a promise (status-replies.ts).
      (request, reply) =>
        andThen(
          status.encodedReply(
            {
              merchant: request.merchant,
              ip: request.ip,
              pageUrl: request.query.url,
              requestHost: request.headers.host,
              geoip: deps.geoip,
              onGeoIpError: (err) => request.log.error({ err }, 'geoip lookup failed'),
            },
            acceptsGzip(request.headers['accept-encoding']),
          ),
          ({ body, gzip }) => {
            // Caches between us and the browser must keep the encodings apart.
            reply.header('vary', 'accept-encoding');
            if (gzip) reply.header('content-encoding', 'gzip');
            return jsonBody(reply, body);
          },
        ),
    );
  }

  r.get(
    '/wps/system/whitelabel',
    {
      schema: {
        tags,
        summary: 'Module tree of feature switches',
        response: { 200: envelope(getWhitelabelResponse) },
      },
    },
    async (request) => ok(whitelabelOf(request.merchant)),
  );

  r.get(
    '/wps/system/setting/register',
    {
      schema: {
        tags,
        summary: 'Registration field rules keyed by field',
        response: { 200: envelope(getRegisterSettingsResponse) },
      },
    },
    async (request) => ok(registerConfigOf(request.merchant)),
  );

  for (const url of ['/wps/system/domainRoute', '/wps/system/routers']) {
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'Domains the client may switch to, by speed',
          response: { 200: envelope(getDomainRouteResponse) },
        },
      },
      async (request) => ok({ domainList: statusConfigOf(request.merchant).domainRoutes }),
    );
  }

  r.get(
    '/wps/system/country',
    {
      schema: {
        tags,
        summary: 'Countries with dialling codes and same-origin flags',
        querystring: z.object({}),
        response: { 200: envelope(getCountriesResponse) },
      },
    },
    async (request) => ok(listCountries({ language: request.language })),
  );
}
