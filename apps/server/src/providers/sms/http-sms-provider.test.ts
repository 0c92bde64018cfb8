import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestDb, type TestDb } from '../../../test/test-db';
import { testConfig } from '../../../test/test-app';

/** A stand-in SMS gateway on localhost: records what it receives, answers what it is told. */
const received: { auth: string | undefined; body: { to: string; text: string } }[] = [];
let answerStatus = 200;
let server: Server;
let url = '';

async function bodyOf(req: IncomingMessage) {
  let data = '';
  for await (const chunk of req) data += String(chunk);
  return JSON.parse(data) as { to: string; text: string };
}

describe('HTTP SMS provider adapter', () => {
  let testDb: TestDb;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    server = createServer((req, res) => {
      void bodyOf(req).then((body) => {
        received.push({ auth: req.headers.authorization, body });
        res.writeHead(answerStatus, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
    testDb = await createTestDb();
    app = await buildApp({
      config: testConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: url, SMS_HTTP_API_KEY: 'k-123' }),
      db: testDb.db,
      logger: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
    await new Promise((resolve) => server.close(resolve));
  });

  const send = (mobileNo: string) =>
    app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '63', mobileNo },
    });

  it('posts the number and text to the gateway with the API key, not to the outbox', async () => {
    const r = await send('9173000001');
    expect(r.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    expect(received.at(-1)?.auth).toBe('Bearer k-123');
    expect(received.at(-1)?.body.to).toBe('+639173000001');
    expect(received.at(-1)?.body.text).toMatch(/\b\d{6}\b/);
    const outbox = await app.inject({ method: 'GET', url: '/dev/outbox?channel=sms' });
    expect(outbox.json().value).toEqual([]);
  });

  it('reports sms_send_failed when the gateway refuses, and the failed send does not count', async () => {
    answerStatus = 500;
    const failed = await send('9173000002');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().errorCode).toBe('sms_send_failed');
    answerStatus = 200;
    // Not held back by the 60-second rule: the refused send was forgotten.
    expect((await send('9173000002')).statusCode).toBe(200);
  });
});
