import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig, useTestApp } from '../../../test/test-app';
import { recordOutboxEntry } from './record-outbox-entry';

describe('GET /dev/outbox', () => {
  const t = useTestApp();

  it('lists entries newest first, filtered by recipient or channel', async () => {
    await recordOutboxEntry({
      sql: t.db,
      channel: 'sms',
      to: '+639170000011',
      text: 'first',
      code: '111111',
    });
    await recordOutboxEntry({
      sql: t.db,
      channel: 'email',
      to: 'a@example.com',
      text: 'mail',
      code: null,
    });
    await recordOutboxEntry({
      sql: t.db,
      channel: 'sms',
      to: '+639170000011',
      text: 'second',
      code: '222222',
    });
    const all = (await t.app.inject({ url: '/dev/outbox' })).json().value;
    expect(all.map((e: { text: string }) => e.text)).toEqual(['second', 'mail', 'first']);
    expect(all[0]).toEqual({
      channel: 'sms',
      to: '+639170000011',
      text: 'second',
      code: '222222',
      createdAt: expect.any(Number),
    });
    const mine = (await t.app.inject({ url: '/dev/outbox?to=%2B639170000011' })).json().value;
    expect(mine.map((e: { code: string }) => e.code)).toEqual(['222222', '111111']);
    const mails = (await t.app.inject({ url: '/dev/outbox?channel=email' })).json().value;
    expect(mails).toHaveLength(1);
  });

  it('does not exist in production', async () => {
    const prod = await buildApp({
      config: testConfig({
        APP_ENV: 'production',
        HOUSE_SECRET: 'a-production-secret-of-enough-length-0123456789',
      }),
      db: t.db,
      logger: false,
    });
    try {
      const r = await prod.inject({ url: '/dev/outbox' });
      expect(r.statusCode).toBe(404);
      const captcha = await prod.inject({ url: '/wps/captcha' });
      expect(captcha.statusCode).toBe(200);
      const entries = await t.db.query("SELECT 1 FROM dev_outbox WHERE channel = 'captcha'");
      expect(entries.rows).toHaveLength(0);
    } finally {
      await prod.close();
    }
  });
});
