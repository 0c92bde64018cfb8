import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Valid query strings remembered per route; when full it starts again empty. */
const MAX_QUERIES = 1_000;

/**
 * The route's zod validator, remembering what it made of each valid query string: for the read
 * calls asked with the same few queries over and over (status and announcements on every page
 * load, a game search per keystroke), where parsing the query was ~8 % of a call's CPU (ADR
 * 0052). The value is frozen and shared by every request asking the same query, so a handler
 * must not change its input (it would throw). An invalid query is checked every time and
 * refused with the validator's own error; other parts of the request are not remembered.
 */
export function rememberedQueryCompiler<S>(schemaDef: FastifyRouteSchemaDef<S>) {
  const route = schemaDef as unknown as FastifyRouteSchemaDef<z.ZodType>;
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'querystring') return validate;
  const known = new Map<string, { value: unknown }>();
  return (data: unknown) => {
    // The parsed query holds strings (arrays of them for a repeated name): its JSON is its key.
    const key = JSON.stringify(data);
    const hit = known.get(key);
    if (hit) return hit;
    const result = validate(data);
    if (typeof result !== 'object' || !('value' in result)) return result;
    const kept = { value: Object.freeze(result.value) };
    if (known.size >= MAX_QUERIES) known.clear();
    known.set(key, kept);
    return kept;
  };
}
