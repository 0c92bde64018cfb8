import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../../test/test-app';
import { createTestDb, type TestDb } from '../../test/test-db';
import { createTestMember } from '../modules/ledger/test-support';

/**
 * Client mistakes are never server errors, on every route: each call the OpenAPI document
 * lists is sent without its parameters, with nonsense in each of them and with bodies of the
 * wrong shape; every answer must be below 500, and nothing may be logged at error level. The
 * one 5xx allowed is 503 service_unavailable: the house lottery's upstream is not running in
 * tests, and "a dependency is down" is true whatever the input.
 */
interface LogLine {
  level: number;
  msg?: string;
  err?: { message?: string; status?: number };
}
const lines: LogLine[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const text of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(text) as LogLine);
    done();
  },
});

let app: FastifyInstance;
let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({
    config: testConfig(),
    db: testDb.db,
    logger: { level: 'info', stream: sink },
  });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await testDb?.drop();
});

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
}
type Spec = { paths: Record<string, Record<string, Operation>> };

const NONSENSE = ['', 'x', '-1', '1e309', 'null', '%00', 'ü'.repeat(300), '9'.repeat(40)];
const BODIES = ['{}', '[]', 'null', '{"a":1}', '"text"', '{"page":-1,"size":"x"}'];

function calls(spec: Spec) {
  const out: { method: string; url: string; payload?: string }[] = [];
  for (const [path, ops] of Object.entries(spec.paths)) {
    if (path.startsWith('/docs')) continue;
    const base = path.replace(/\{[^}]+\}/g, 'x');
    for (const [verb, op] of Object.entries(ops)) {
      const method = verb.toUpperCase();
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      out.push({ method, url: base });
      for (const value of NONSENSE) {
        const qs = new URLSearchParams(
          query.map((name): [string, string] => [name, value]),
        ).toString();
        out.push({ method, url: qs ? `${base}?${qs}` : base });
      }
      if (method !== 'GET' && method !== 'DELETE') {
        for (const payload of BODIES) out.push({ method, url: base, payload });
      }
    }
  }
  return out;
}

describe('bad input on every route', () => {
  it('answers 4xx (never 5xx) and logs nothing at error level, for visitors and members', async () => {
    const spec = app.swagger() as unknown as Spec;
    const list = calls(spec);
    expect(list.length).toBeGreaterThan(200);
    const member = await createTestMember(testDb.db);
    const failures: string[] = [];
    for (const [c, who] of list.flatMap(
      (c) =>
        [
          [c, {}],
          [c, member.headers],
        ] as const,
    )) {
      const json = c.payload !== undefined ? { 'content-type': 'application/json' } : {};
      const r = await app.inject({
        method: c.method as 'GET',
        url: c.url,
        headers: { ...who, ...json },
        ...(c.payload !== undefined ? { payload: c.payload } : {}),
      });
      const upstreamDown =
        r.statusCode === 503 && r.json<{ errorCode: string }>().errorCode === 'service_unavailable';
      if (r.statusCode >= 500 && !upstreamDown)
        failures.push(`${c.method} ${c.url} ${c.payload ?? ''} → ${r.statusCode}`);
    }
    const errors = lines
      .filter((l) => l.level >= 50 && l.err?.status !== 503)
      .map((l) => `${l.msg} ${l.err?.message ?? ''}`);
    expect({ failures, errors }).toEqual({ failures: [], errors: [] });
  }, 120_000);
});
