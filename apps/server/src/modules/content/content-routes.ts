import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@wl/contract/common/envelope';
import { getHelpCenterQuery, getHelpCenterResponse } from '@wl/contract/system/get-help-center';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../http/envelope';
import { getHelpCenter } from './get-help-center';

export async function contentRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags: ['system'],
        summary: 'Help centre sections in the asked language',
        querystring: getHelpCenterQuery,
        response: { 200: envelope(getHelpCenterResponse) },
      },
    },
    async (request) =>
      ok(
        await getHelpCenter({
          db: deps.db,
          merchant: request.merchant,
          language: request.query.lang ?? request.language,
          device: request.query.device,
        }),
      ),
  );
}
