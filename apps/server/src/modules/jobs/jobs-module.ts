import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppModule } from '../../app';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';

const runJobParams = z.object({ name: z.string().regex(/^[a-z0-9_.-]{2,64}$/) });
const runJobBody = z.object({ now: z.iso.datetime().optional() }).optional();

/**
 * Development and journeys only: `POST /dev/jobs/:name/run` runs a scheduled job at once,
 * optionally as if the clock said `now` (a test clock for contract settlement and the like).
 * Production has no such route; jobs there run on their schedule.
 */
export const jobsModule: AppModule = {
  name: 'jobs',
  routes(app, deps) {
    if (deps.config.APP_ENV === 'production') return;
    app.withTypeProvider<ZodTypeProvider>().post('/dev/jobs/:name/run', {
      schema: {
        tags: ['dev'],
        summary: 'Run a scheduled job now',
        params: runJobParams,
        body: runJobBody,
      },
      handler: async (request) => {
        const { name } = request.params;
        if (!app.scheduler.jobs.some((job) => job.name === name)) throw new AppError('not_found');
        const now = request.body?.now ? new Date(request.body.now) : undefined;
        const report = await app.scheduler.runNow(name, now);
        if (!report) throw new AppError('conflict');
        if (!report.ok) throw new AppError('system.busy');
        return ok({ name, ms: Math.round(report.ms) });
      },
    });
  },
};
