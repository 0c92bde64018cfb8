import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { sandboxPayPage } from './sandbox-page';
import type { SandboxGateway } from './sandbox-gateway';
import { decideSandboxOrder, findSandboxOrder } from './sandbox-gateway-store';

const orderParams = z.object({ orderId: z.string().regex(/^sbx_[A-Za-z0-9_-]{16,40}$/) });
const payForm = z.object({
  outcome: z.enum(['paid', 'failed']),
  copies: z.coerce.number().int().min(1).max(5).optional(),
  delayMs: z.coerce.number().int().min(0).max(60_000).optional(),
  outOfOrder: z.enum(['0', '1']).optional(),
});

/**
 * The sandbox gateway's own pages, outside the API prefixes (a gateway is another site):
 * GET shows the pay page, POST records the payer's choice, sends the callbacks as asked and
 * sends the member back to the site.
 */
export function sandboxRoutes(app: FastifyInstance, gateway: SandboxGateway, db: Db) {
  app.get('/sandbox-gateway/pay/:orderId', { schema: { hide: true } }, async (request, reply) => {
    const { orderId } = parse(orderParams, request.params);
    const order = await findSandboxOrder(db, orderId);
    if (!order) throw new AppError('not_found');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(sandboxPayPage(order));
  });

  app.post('/sandbox-gateway/pay/:orderId', { schema: { hide: true } }, async (request, reply) => {
    const { orderId } = parse(orderParams, request.params);
    const form = parse(payForm, request.body);
    const order = await decideSandboxOrder(db, orderId, form.outcome);
    if (!order) {
      // Already paid or failed: show the page with its final state, send nothing again.
      const existing = await findSandboxOrder(db, orderId);
      if (!existing) throw new AppError('not_found');
      return reply.redirect(`/sandbox-gateway/pay/${encodeURIComponent(orderId)}`, 303);
    }
    gateway.notify(order, {
      status: form.outcome,
      copies: form.copies ?? 1,
      delayMs: form.delayMs ?? 0,
      outOfOrder: form.outOfOrder === '1',
    });
    return reply.redirect(order.returnUrl, 303);
  });
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const r = schema.safeParse(value);
  if (!r.success) throw new AppError('request_param_err');
  return r.data;
}
