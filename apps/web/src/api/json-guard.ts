/**
 * Checks an answer against a JSON Schema that zod wrote for the contract's own schema
 * (`z.toJSONSchema`, see home-guards.ts), so the calls of the home page validate their answers
 * without loading zod (ADR 0045). Only the keywords zod writes for those schemas are understood;
 * the generator refuses any other, so a schema this checker would half-read never ships.
 *
 * Like zod, a value is accepted or refused as a whole; unlike zod, an object's unknown keys are
 * kept rather than stripped (nothing reads them).
 */

/** What the API client needs of a schema: zod's `safeParse` shape, so zod schemas fit too. */
export interface ValueParser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

/** The JSON Schema keywords this checker reads (zod's output for plain data schemas). */
export interface JsonSchema {
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: readonly unknown[];
  const?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

export type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

/** The keywords above, for the generator's check. */
export const JSON_GUARD_KEYWORDS: readonly string[] = [
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'anyOf',
  'enum',
  'const',
  '$ref',
  '$defs',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
];

function typeOf(value: unknown): JsonType | 'other' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'string' || type === 'boolean' || type === 'object') return type;
  if (type === 'number') return Number.isFinite(value) ? 'number' : 'other';
  return 'other';
}

function typeMatches(wanted: JsonType, actual: JsonType | 'other', value: unknown): boolean {
  if (wanted === 'integer') return actual === 'number' && Number.isInteger(value);
  return wanted === actual;
}

/** Whether `value` satisfies `schema`; `root` holds the `$defs` that `$ref`s name. */
export function matchesSchema(
  schema: JsonSchema,
  value: unknown,
  root: JsonSchema = schema,
): boolean {
  if (schema.$ref !== undefined) {
    const name = schema.$ref.replace('#/$defs/', '');
    const target = root.$defs?.[name];
    if (!target) return false;
    return matchesSchema(target, value, root);
  }
  if (schema.anyOf && !schema.anyOf.some((option) => matchesSchema(option, value, root))) {
    return false;
  }
  if ('const' in schema && value !== schema.const) return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  const actual = typeOf(value);
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => typeMatches(t, actual, value))) return false;
  }
  if (actual === 'string') return matchesString(schema, value as string);
  if (actual === 'number') return matchesNumber(schema, value as number);
  if (actual === 'array') return matchesArray(schema, value as unknown[], root);
  if (actual === 'object') return matchesObject(schema, value as Record<string, unknown>, root);
  return true;
}

function matchesString(schema: JsonSchema, value: string): boolean {
  // Lengths in UTF-16 units and the pattern without flags, as zod checks them.
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  return schema.pattern === undefined || new RegExp(schema.pattern).test(value);
}

function matchesNumber(schema: JsonSchema, value: number): boolean {
  if (schema.minimum !== undefined && value < schema.minimum) return false;
  if (schema.maximum !== undefined && value > schema.maximum) return false;
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
  return schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum;
}

function matchesArray(schema: JsonSchema, value: unknown[], root: JsonSchema): boolean {
  if (schema.minItems !== undefined && value.length < schema.minItems) return false;
  if (schema.maxItems !== undefined && value.length > schema.maxItems) return false;
  const items = schema.items;
  return items === undefined || value.every((item) => matchesSchema(items, item, root));
}

function matchesObject(
  schema: JsonSchema,
  value: Record<string, unknown>,
  root: JsonSchema,
): boolean {
  const properties = schema.properties ?? {};
  for (const key of schema.required ?? []) {
    if (!(key in value) || value[key] === undefined) return false;
  }
  for (const [key, item] of Object.entries(value)) {
    if (schema.propertyNames && !matchesSchema(schema.propertyNames, key, root)) return false;
    const known = properties[key];
    if (known) {
      if (item !== undefined && !matchesSchema(known, item, root)) return false;
    } else if (typeof schema.additionalProperties === 'object') {
      if (!matchesSchema(schema.additionalProperties, item, root)) return false;
    }
  }
  return true;
}

/** A parser for the API client from a JSON Schema, typed as the contract's schema output. */
export function jsonGuard<T>(schema: JsonSchema): ValueParser<T> & { schema: JsonSchema } {
  return {
    schema,
    safeParse: (input) =>
      matchesSchema(schema, input) ? { success: true, data: input as T } : { success: false },
  };
}
