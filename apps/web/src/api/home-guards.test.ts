import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as guards from './home-guards';
import { HOME_GUARDS } from './home-guards.list';
import { guardSchemaOf } from './home-guards.schema';
import { matchesSchema, type jsonGuard, type JsonSchema } from './json-guard';

type Guard = ReturnType<typeof jsonGuard>;

async function contractSchema(entry: (typeof HOME_GUARDS)[number]): Promise<z.ZodType> {
  const mod = (await import(/* @vite-ignore */ entry.module)) as Record<string, z.ZodType>;
  const schema = mod[entry.schema];
  if (!schema) throw new Error(`${entry.module} has no ${entry.schema}`);
  return schema;
}

function guardOf(entry: (typeof HOME_GUARDS)[number]): Guard {
  return (guards as Record<string, Guard>)[entry.guard]!;
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  return schema.$ref ? resolve(root.$defs![schema.$ref.replace('#/$defs/', '')]!, root) : schema;
}

/** A matching text for each pattern the home schemas use (a new one fails the test here). */
const PATTERN_SAMPLES: Record<string, string> = {
  '^-?\\d+\\.\\d{2}$': '12.50',
  '^[0-9]{1,18}$': '123',
  '^[a-z_]{2,32}$': 'daily_bonus',
};

/**
 * A valid value of the schema, built from the schema alone: every property present (optional
 * ones too), one item per array down to `depth`, the first option of a choice or type list.
 */
function sample(node: JsonSchema, root: JsonSchema, depth = 3): unknown {
  const schema = resolve(node, root);
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf[0]!, root, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  // No keyword at all: zod's unknown, anything goes.
  if (Object.keys(schema).length === 0) return { any: 'thing' };
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) {
        out[key] = sample(sub, root, depth);
      }
      if (typeof schema.additionalProperties === 'object') {
        out.someKey = sample(schema.additionalProperties, root, depth);
      }
      return out;
    }
    case 'array':
      return depth > 0 && schema.items ? [sample(schema.items, root, depth - 1)] : [];
    case 'string':
      if (schema.pattern) {
        const text = PATTERN_SAMPLES[schema.pattern];
        if (text === undefined) throw new Error(`no sample for pattern ${schema.pattern}`);
        return text;
      }
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(0, schema.minimum ?? 0);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case undefined:
    default:
      throw new Error(`no sample for ${JSON.stringify(schema)}`);
  }
}

/** Every path to a leaf or node of a value, to break one place at a time. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const out = [at];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...paths(item, [...at, i])));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) out.push(...paths(item, [...at, key]));
  }
  return out;
}

function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = replacement;
  return copy;
}

const WRONG_VALUES: unknown[] = [undefined, null, 'text', -1.5, true, {}, []];

describe('home-page guards (no zod on the home page)', () => {
  it.each(HOME_GUARDS.map((entry) => [entry.guard, entry] as const))(
    '%s carries the current JSON Schema of its contract schema',
    async (_name, entry) => {
      // Fails when a contract schema changed and scripts/web-home-guards.ts was not run again.
      expect(guardOf(entry).schema).toEqual(guardSchemaOf(await contractSchema(entry)));
    },
  );

  it.each(HOME_GUARDS.map((entry) => [entry.guard, entry] as const))(
    '%s accepts and refuses what zod accepts and refuses',
    async (_name, entry) => {
      const zodSchema = await contractSchema(entry);
      const guard = guardOf(entry);
      const valid = sample(guard.schema, guard.schema);
      expect(zodSchema.safeParse(valid).success).toBe(true);
      expect(guard.safeParse(valid)).toEqual({ success: true, data: valid });

      let refusals = 0;
      for (const path of paths(valid)) {
        for (const wrong of WRONG_VALUES) {
          const broken = withValueAt(valid, path, wrong);
          const byZod = zodSchema.safeParse(broken).success;
          expect({ path, wrong, accepted: guard.safeParse(broken).success }).toEqual({
            path,
            wrong,
            accepted: byZod,
          });
          if (!byZod) refusals += 1;
        }
      }
      // The mutations did reach something the schema refuses.
      expect(refusals).toBeGreaterThan(0);
    },
  );
});

describe('matchesSchema', () => {
  it('checks integers, bounds, patterns, enums and required keys', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        n: { type: 'integer', minimum: 0, maximum: 10 },
        money: { type: 'string', pattern: '^-?\\d+\\.\\d{2}$' },
        kind: { type: 'string', enum: ['URL', 'P'] },
        note: { type: ['string', 'null'] },
      },
      required: ['n', 'money', 'kind'],
    };
    const ok = { n: 3, money: '1.00', kind: 'P', extra: 1 };
    expect(matchesSchema(schema, ok)).toBe(true);
    expect(matchesSchema(schema, { ...ok, note: null })).toBe(true);
    expect(matchesSchema(schema, { ...ok, n: 3.5 })).toBe(false);
    expect(matchesSchema(schema, { ...ok, n: 11 })).toBe(false);
    expect(matchesSchema(schema, { ...ok, money: '1.5' })).toBe(false);
    expect(matchesSchema(schema, { ...ok, kind: 'G' })).toBe(false);
    expect(matchesSchema(schema, { ...ok, note: 1 })).toBe(false);
    const { kind: _kind, ...withoutKind } = ok;
    expect(matchesSchema(schema, withoutKind)).toBe(false);
    expect(matchesSchema(schema, [ok])).toBe(false);
  });

  it('follows $ref through a recursive tree', () => {
    const tree: JsonSchema = {
      type: 'array',
      items: { $ref: '#/$defs/node' },
      $defs: {
        node: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            children: { type: 'array', items: { $ref: '#/$defs/node' } },
          },
          required: ['id', 'children'],
        },
      },
    };
    const leaf = { id: 'b', children: [] };
    expect(matchesSchema(tree, [{ id: 'a', children: [leaf] }])).toBe(true);
    expect(matchesSchema(tree, [{ id: 'a', children: [{ id: 2, children: [] }] }])).toBe(false);
  });
});
