import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import { buildApp, type AppModule } from '../src/app';
import type { Db } from '../src/db/db';
import { createTestDb, type TestDb } from './test-db';

export function testConfig(overrides: Partial<Record<string, string>> = {}): Config {
  return loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  testDb: TestDb;
}

/**
 * Registers beforeAll/afterAll hooks that give the file its own database and app; use the
 * returned object's fields inside tests (they are filled in beforeAll).
 */
export function useTestApp(
  options: { env?: Record<string, string>; now?: () => number; modules?: AppModule[] } = {},
) {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.testDb = await createTestDb();
    ctx.db = ctx.testDb.db;
    ctx.app = await buildApp({
      config: testConfig(options.env),
      db: ctx.db,
      logger: false,
      ...(options.now ? { now: options.now } : {}),
      ...(options.modules ? { modules: options.modules } : {}),
    });
    await ctx.app.ready();
  }, 60_000);
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.testDb?.drop();
  });
  return ctx;
}
