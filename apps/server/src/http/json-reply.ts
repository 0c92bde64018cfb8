import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { envelope } from '@wl/contract/common/envelope';

/**
 * Replies kept already serialised (the read calls' caches, ADR 0044). Fastify sends a string
 * with a JSON content type as it is, so a cached reply skips the route's zod serialiser; the
 * string is made by `serializeEnvelope`, which encodes through the same schema the route
 * declares, so what goes out is exactly what the serialiser would have written.
 */
export function jsonBody<T>(reply: FastifyReply, json: string): T {
  reply.type('application/json; charset=utf-8');
  // Typed as the route's reply for the type provider; Fastify sends the string unchanged.
  return json as unknown as T;
}

/** A relay handler's answer that is already the whole envelope as JSON text (http/relay.ts). */
export class JsonText {
  constructor(readonly json: string) {}
}

/** The success envelope of `value`, encoded by the route's response schema, as JSON text. */
export function serializeEnvelope<T extends z.ZodType>(schema: T) {
  const wrapped = envelope(schema);
  return (value: z.output<T>): string =>
    JSON.stringify(z.encode(wrapped, { success: true, message: '', value } as z.output<typeof wrapped>));
}

/** One part of a reply, encoded by its own schema, as JSON text (spliced into a template). */
export function serializePart<T extends z.ZodType>(schema: T) {
  return (value: z.output<T>): string => JSON.stringify(z.encode(schema, value));
}
