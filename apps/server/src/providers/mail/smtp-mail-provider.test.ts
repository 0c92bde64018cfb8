import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../../test/test-app';
import { createTestDb, type TestDb } from '../../../test/test-db';
import { sealedInject, testMember, testMerchant } from '../../modules/auth/auth-test-helpers';

/** A real SMTP server on localhost (smtp-server) that keeps every mail it is given. */
const mails: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;

async function nextMail(count: number) {
  for (let i = 0; i < 100 && mails.length < count; i++) await new Promise((r) => setTimeout(r, 50));
  return mails[count - 1];
}

describe('SMTP mail adapter (nodemailer → local smtp-server)', () => {
  let testDb: TestDb;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    testDb = await createTestDb();
    app = await buildApp({
      config: testConfig({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'site@demo.test',
        PUBLIC_BASE_URL: 'https://demo.test',
      }),
      db: testDb.db,
      logger: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails a working reset link for forgot-password-by-e-mail', async () => {
    await testMember(testDb.db, { username: 'smtp1', email: 'smtp1@example.com' });
    const r = await app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=smtp1&email=smtp1%40example.com',
    });
    expect(r.json().message).toBe('in_been_out');
    const mail = await nextMail(1);
    expect(mail?.to).toEqual(['smtp1@example.com']);
    expect(mail?.raw).toMatch(/^From: site@demo\.test/m);
    const unfolded = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /https:\/\/demo\.test\/forget\?resetToken=([A-Za-z0-9_-]+)/.exec(unfolded)?.[1];
    expect(token).toBeTruthy();
    const reset = await sealedInject(app, {
      url: '/wps/member/password/reset',
      body: { resetToken: token, newPassword: 'ViaMail123' },
    });
    expect(reset.json().value.userName).toBe('smtp1');
  });

  it('mails the second-step code of a login from a new IP', async () => {
    await testMerchant(testDb.db, 'MAILSTEP', { flags: { LOGINIPVERF3: true } });
    await testMember(testDb.db, {
      merchantCode: 'MAILSTEP',
      username: 'smtp2',
      email: 'smtp2@example.com',
    });
    const login = (ip: string) =>
      sealedInject(app, {
        merchant: 'MAILSTEP',
        url: '/wps/session/login',
        body: { username: 'smtp2', password: 'Secret123' },
        headers: { 'x-forwarded-for': ip },
      });
    await login('203.0.113.80');
    const pending = (await login('203.0.113.81')).json().value;
    expect(pending.verification.methods).toEqual(['email']);
    await app.inject({
      method: 'POST',
      url: '/wps/session/login/verification/code',
      // The mail is written in the request's language (the merchant's default is TW).
      headers: { authorization: pending.token, merchant: 'MAILSTEP', language: 'EN' },
      payload: { method: 'email' },
    });
    const mail = await nextMail(2);
    expect(mail?.to).toEqual(['smtp2@example.com']);
    const code = /verification code is (\d{6})/.exec(mail!.raw)?.[1];
    const done = await sealedInject(app, {
      merchant: 'MAILSTEP',
      url: '/wps/session/login/verification',
      body: { method: 'email', code },
      headers: { authorization: pending.token, 'x-forwarded-for': '203.0.113.81' },
    });
    expect(done.json().value.fullAccess).toBe(true);
  });
});
