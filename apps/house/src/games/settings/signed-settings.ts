import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { HouseDeps } from '../../house-deps';
import { failure } from '../../http/house-error';
import { verifyRequest } from '../../launch/launch-routes';

/**
 * The body of a platform settings call (RTP, lottery tables): signed with the house secret and
 * sent as the seamless vendor code — the operator's side of the house. Anything else is refused
 * (401 bad signature, 400 INVALID_REQUEST) before a handler runs.
 */
export function signedSettingsBody<S extends z.ZodType>(
  deps: HouseDeps,
  schema: S,
  request: FastifyRequest,
  reply: FastifyReply,
): { refused: FastifyReply; data?: never } | { refused?: never; data: z.infer<S> } {
  const check = verifyRequest(deps, request);
  if (check !== null) return { refused: reply.status(401).send(failure(check)) };
  const parsed = schema.safeParse(request.body);
  const body = parsed.data as { vendorCode?: string } | undefined;
  if (!parsed.success || body?.vendorCode !== deps.vendorCode) {
    return { refused: reply.status(400).send(failure('INVALID_REQUEST')) };
  }
  return { data: parsed.data as z.infer<S> };
}
