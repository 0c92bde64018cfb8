import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../../test/test-app';
import { createTestDb, type TestDb } from '../../test/test-db';

/** An app whose log lines land in `lines`, at the given level. */
async function appLoggingAt(testDb: TestDb, level: string) {
  const lines: { msg: string; statusCode?: number }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({ config: testConfig(), db: testDb.db, logger: { level, stream } });
  await app.ready();
  return { app, lines };
}

describe('request logging', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  }, 60_000);
  afterAll(async () => {
    await testDb?.drop();
  });

  it('writes nothing per request at the default level', async () => {
    const { app, lines } = await appLoggingAt(testDb, 'info');
    const before = lines.length;
    for (let i = 0; i < 5; i += 1) await app.inject({ url: '/wps/system/status' });
    await app.inject({ url: '/wps/no-such-call' });
    expect(lines.slice(before)).toEqual([]);
    await app.close();
  });

  it('writes one line a request at debug level', async () => {
    const { app, lines } = await appLoggingAt(testDb, 'debug');
    const before = lines.length;
    await app.inject({ url: '/wps/system/status' });
    const written = lines.slice(before).filter((l) => l.msg === 'request completed');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ statusCode: 200 });
    await app.close();
  });
});
