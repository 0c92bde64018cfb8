import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import type { PaymentGateways } from '../../providers/payment/payment-gateway';
import { GATEWAY_CALLBACK_PATH } from './create-deposit';
import { handleGatewayCallback } from './handle-gateway-callback';

const params = z.object({ gateway: z.string().regex(/^[a-z0-9_-]{2,32}$/) });

/**
 * POST /payment-callback/:gateway — gateways call it, not players, so it lives outside the
 * player API prefixes. Its JSON body is kept as the raw text: the signature covers the exact
 * bytes, which re-serialising parsed JSON would not reproduce.
 */
export async function paymentCallbackRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  gateways: PaymentGateways,
) {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, body);
      },
    );
    scope.post(`${GATEWAY_CALLBACK_PATH}/:gateway`, { schema: { hide: true } }, async (request) => {
      const p = params.safeParse(request.params);
      if (!p.success || typeof request.body !== 'string')
        throw new AppError('payment_callback_invalid');
      const result = await handleGatewayCallback({
        db: deps.db,
        gateways,
        gatewayCode: p.data.gateway,
        rawBody: request.body,
        headers: request.headers,
        nowMs: deps.now(),
      });
      return ok(result);
    });
  });
}
