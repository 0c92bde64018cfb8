import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@wl/contract/common/envelope';
import { devOutboxQuery, devOutboxResponse } from '@wl/contract/auth/get-dev-outbox';
import type { AppModule } from '../../app';
import { ok } from '../../http/envelope';
import { listOutbox } from './list-outbox';

/**
 * Development helpers (design.md §3 "Local peers"): GET /dev/outbox shows what the local SMS
 * and mail adapters sent and the captcha answers. The route does not exist in production.
 */
export const devModule: AppModule = {
  name: 'dev',
  routes(app, deps) {
    if (deps.config.APP_ENV === 'production') return;
    app.withTypeProvider<ZodTypeProvider>().get('/dev/outbox', {
      schema: {
        tags: ['dev'],
        summary: 'Local SMS, mail and captcha outbox (development and test only)',
        querystring: devOutboxQuery,
        response: { 200: envelope(devOutboxResponse) },
      },
      handler: async (request) =>
        ok(
          await listOutbox({ sql: deps.db, to: request.query.to, channel: request.query.channel }),
        ),
    });
  },
};
