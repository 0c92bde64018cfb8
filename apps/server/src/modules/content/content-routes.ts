import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@wl/contract/common/envelope';
import {
  getHelpCenterQuery,
  getHelpCenterResponse,
  type HelpEntry,
} from '@wl/contract/system/get-help-center';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../http/envelope';
import { contentCache } from './content-cache';
import { getHelpCenter } from './get-help-center';

export async function contentRoutes(app: FastifyInstance, deps: AppDeps) {
  const cache = contentCache<HelpEntry[]>({ maxAgeMs: 5_000, limit: 200 });
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
          nowMs: deps.now(),
          cache,
        }),
      ),
  );
}
