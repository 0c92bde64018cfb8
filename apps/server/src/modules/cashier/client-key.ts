import type { FastifyRequest } from 'fastify';
import { idempotencyKeyInput } from '@wl/contract/ledger/amount';
import { AppError } from '../../http/app-error';

/**
 * The client's idempotency key: the body's `idempotencyKey`, else an `Idempotency-Key` header.
 * Old clients send neither; their requests are then each their own.
 */
export function clientKey(
  request: FastifyRequest,
  fromBody: string | undefined,
): string | undefined {
  if (fromBody) return fromBody;
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const parsed = idempotencyKeyInput.safeParse(header);
  if (!parsed.success)
    throw new AppError('request_param_err', { messageKey: 'error_idempotency_key' });
  return parsed.data;
}
