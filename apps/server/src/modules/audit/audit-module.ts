import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAuditQuery, listAuditResponse } from '@wl/contract/audit/list-audit';
import { envelope } from '@wl/contract/common/envelope';
import type { AppModule } from '../../app';
import { ok } from '../../http/envelope';
import { listAudit } from './list-audit';

/** The back office's audit viewer over the append-only audit log. */
export const auditModule: AppModule = {
  name: 'audit',
  routes(app, deps) {
    app.withTypeProvider<ZodTypeProvider>().get('/ops/audit', {
      schema: {
        tags: ['back office'],
        summary: 'Audit log',
        querystring: listAuditQuery,
        response: { 200: envelope(listAuditResponse) },
      },
      config: { permission: 'audit.view' },
      handler: async (r) =>
        ok(await listAudit({ sql: deps.db, merchantId: r.merchant.id, query: r.query })),
    });
  },
};
