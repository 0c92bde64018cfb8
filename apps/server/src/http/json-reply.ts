import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { envelope } from '@wl/contract/common/envelope';

/**
 * A reply kept already serialised: JSON text, or its UTF-8 bytes (`envelopeBytes`). Bytes are
 * what the hot read calls keep (ADR 0052): most replies hold non-Latin text, which V8 stores as
 * a two-byte string that would be measured and encoded to UTF-8 again on every send.
 */
export type KeptJson = string | Buffer;

/**
 * Replies kept already serialised (the read calls' caches, ADR 0044). Fastify sends a string
 * or a Buffer with a JSON content type as it is, so a cached reply skips the route's zod
 * serialiser; the text is made by `serializeEnvelope`, which encodes through the same schema
 * the route declares, so what goes out is exactly what the serialiser would have written.
 */
export function jsonBody<T>(reply: FastifyReply, json: KeptJson): T {
  reply.type('application/json; charset=utf-8');
  // Typed as the route's reply for the type provider; Fastify sends the text unchanged.
  return json as unknown as T;
}

/**
 * A relay handler's answer that is already the whole envelope serialised (http/relay.ts): a
 * kept reply, whose bytes are answered to many requests and so compressed once for all of them
 * (http/reply-encoding.ts). A reply made for one request is returned as a value instead.
 */
export class JsonText {
  constructor(readonly json: KeptJson) {}
}

/** The success envelope of `value`, encoded by the route's response schema, as JSON text. */
export function serializeEnvelope<T extends z.ZodType>(schema: T) {
  const wrapped = envelope(schema);
  return (value: z.output<T>): string =>
    JSON.stringify(z.encode(wrapped, { success: true, message: '', value } as z.output<typeof wrapped>));
}

/** As `serializeEnvelope`, as the UTF-8 bytes a kept reply is sent as (see `KeptJson`). */
export function envelopeBytes<T extends z.ZodType>(schema: T) {
  const encode = serializeEnvelope(schema);
  return (value: z.output<T>): Buffer => Buffer.from(encode(value));
}

/** One part of a reply, encoded by its own schema, as JSON text (spliced into a template). */
export function serializePart<T extends z.ZodType>(schema: T) {
  return (value: z.output<T>): string => JSON.stringify(z.encode(schema, value));
}
