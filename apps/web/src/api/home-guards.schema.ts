/**
 * The JSON Schema a home-page guard carries for a contract schema: zod's own
 * `z.toJSONSchema` of the answer (output side), without what the checker does not read
 * (`$schema`, `additionalProperties: false`: unknown keys are kept, see json-guard.ts).
 * Used by the generator and by its test; never by runtime code (it needs zod).
 */
import { z } from 'zod';
import { JSON_GUARD_KEYWORDS, type JsonSchema } from './json-guard';

export function guardSchemaOf(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'throw',
    cycles: 'ref',
    reused: 'ref',
  });
  return strip(json, '') as JsonSchema;
}

function strip(node: unknown, path: string): unknown {
  if (Array.isArray(node)) return node.map((item, i) => strip(item, `${path}/${i}`));
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || (key === 'additionalProperties' && value === false)) continue;
    if (!JSON_GUARD_KEYWORDS.includes(key)) {
      throw new Error(`json-guard does not read "${key}" (at ${path || '/'})`);
    }
    if (key === 'properties' || key === '$defs') {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, sub]) => [
          name,
          strip(sub, `${path}/${key}/${name}`),
        ]),
      );
    } else if (key === 'enum' || key === 'const' || key === 'required') {
      out[key] = value;
    } else {
      out[key] = strip(value, `${path}/${key}`);
    }
  }
  return out;
}
