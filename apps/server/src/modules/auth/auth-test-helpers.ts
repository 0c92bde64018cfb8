import type { FastifyInstance, InjectOptions } from 'fastify';
import { encryptPayload } from '@wl/contract/crypto/encrypt-payload';
import type { SessionKey } from '@wl/contract/crypto/encrypted-body';
import type { RegisterSettings } from '@wl/contract/system/register-settings';
import type { WhitelabelNode } from '@wl/contract/system/whitelabel';
import type { Db } from '../../db/db';
import { createMember } from '../members/create-member';
import type { MemberRecord } from '../members/member-record';
import { hashPassword } from './password-hash';

/**
 * Helpers for the account tests: sealed (encrypted) calls exactly as a browser makes them,
 * merchants with their own switches, members made directly, and the dev outbox.
 */
export async function sessionKey(app: FastifyInstance, merchant = 'DEMO'): Promise<SessionKey> {
  const r = await app.inject({ method: 'GET', url: '/wps/session/key', headers: { merchant } });
  return r.json().value as SessionKey;
}

export interface SealedCall {
  method?: 'POST' | 'PUT';
  url: string;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  merchant?: string;
  now?: number;
}

/** An encrypted call with WebCrypto (the same function the web app uses). */
export async function sealedInject(app: FastifyInstance, call: SealedCall) {
  const key = await sessionKey(app, call.merchant ?? 'DEMO');
  const payload = await encryptPayload(
    call.body,
    key,
    call.now === undefined ? {} : { now: call.now },
  );
  const options: InjectOptions = {
    method: call.method ?? 'POST',
    url: call.url,
    headers: { merchant: call.merchant ?? 'DEMO', ...call.headers },
    payload,
    ...(call.cookies ? { cookies: call.cookies } : {}),
  };
  return app.inject(options);
}

/** A copy of the demo merchant with some switches and register rules changed. */
export async function testMerchant(
  db: Db,
  code: string,
  options: {
    flags?: Record<string, boolean>;
    register?: Partial<RegisterSettings>;
    settings?: Record<string, unknown>;
  } = {},
) {
  const demo = await db.query<{ whitelabel: WhitelabelNode[] }>(
    "SELECT whitelabel FROM merchants WHERE code = 'DEMO'",
  );
  const flip = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((n) => ({
      ...n,
      enabled: n.modId in (options.flags ?? {}) ? (options.flags![n.modId] ? '1' : '0') : n.enabled,
      childrenNodes: flip(n.childrenNodes),
    }));
  await db.query(
    `INSERT INTO merchants (code, name, currency, settings, whitelabel, register_config, status_config)
     SELECT $1, name, currency, settings || $4::jsonb, $2::jsonb, register_config || $3::jsonb, status_config
       FROM merchants WHERE code = 'DEMO'`,
    [
      code,
      JSON.stringify(flip(demo.rows[0]!.whitelabel)),
      JSON.stringify(options.register ?? {}),
      JSON.stringify(options.settings ?? {}),
    ],
  );
  const r = await db.query<{ id: bigint }>('SELECT id FROM merchants WHERE code = $1', [code]);
  return r.rows[0]!.id;
}

export async function testMember(
  db: Db,
  fields: {
    merchantCode?: string;
    username: string;
    password?: string | null;
    type?: number;
    mobile?: string;
    email?: string;
    payeeName?: string;
    affiliateCode?: string;
    paymentPassword?: string;
  },
): Promise<MemberRecord> {
  const m = await db.query<{ id: bigint }>('SELECT id FROM merchants WHERE code = $1', [
    fields.merchantCode ?? 'DEMO',
  ]);
  const password = fields.password === undefined ? 'Secret123' : fields.password;
  return db.tx(async (tx) =>
    createMember({
      sql: tx,
      member: {
        merchantId: m.rows[0]!.id,
        username: fields.username,
        type: fields.type ?? 0,
        passwordHash: password ? await hashPassword(password) : null,
        paymentPasswordHash: fields.paymentPassword
          ? await hashPassword(fields.paymentPassword)
          : null,
        uplineId: null,
        mobile: fields.mobile ?? null,
        countryDialingCode: fields.mobile ? '63' : null,
        profile: {
          ...(fields.email ? { email: fields.email } : {}),
          ...(fields.payeeName ? { payee_name: fields.payeeName } : {}),
          ...(fields.affiliateCode ? { affiliate_code: fields.affiliateCode } : {}),
        },
        demoBalanceMinor: null,
      },
    }),
  );
}

export interface OutboxItem {
  channel: string;
  to: string;
  text: string;
  code: string | null;
  createdAt: number;
}

export async function outbox(
  app: FastifyInstance,
  query: { to?: string; channel?: string } = {},
): Promise<OutboxItem[]> {
  const qs = new URLSearchParams(query as Record<string, string>).toString();
  const r = await app.inject({ method: 'GET', url: `/dev/outbox?${qs}` });
  return r.json().value as OutboxItem[];
}

/** A captcha and its answer (read from the outbox, as the browser tests do). */
export async function solvedCaptcha(app: FastifyInstance, merchant = 'DEMO') {
  const r = await app.inject({ method: 'GET', url: '/wps/captcha', headers: { merchant } });
  const cookie = r.cookies.find((c) => c.name === 'captchaId');
  const captchaId = cookie?.value ?? '';
  const [entry] = await outbox(app, { to: captchaId, channel: 'captcha' });
  return { captchaId, answer: entry?.code ?? '', png: r.json().value as string };
}

/** A bot-check form token, old enough when the app runs with BOT_MIN_FILL_MS=0. */
export async function formToken(app: FastifyInstance, merchant = 'DEMO'): Promise<string> {
  const r = await app.inject({
    method: 'GET',
    url: '/wps/bot-check/form-token',
    headers: { merchant },
  });
  return r.json().value.formToken as string;
}

/** Mail is sent after the answer: wait (up to 5 s) until the outbox has `count` entries. */
export async function waitForOutbox(
  app: FastifyInstance,
  query: { to?: string; channel?: string },
  count = 1,
) {
  for (let i = 0; i < 100; i++) {
    const entries = await outbox(app, query);
    if (entries.length >= count) return entries;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return outbox(app, query);
}

/**
 * A registration by user name through the popup's sealed call, with a solved captcha and an
 * old enough form token (the app runs with BOT_MIN_FILL_MS=0); `fields` adds or overrides,
 * e.g. an invitation code.
 */
export async function registerByForm(
  app: FastifyInstance,
  username: string,
  fields: Record<string, unknown> = {},
  merchant = 'DEMO',
) {
  const cap = await solvedCaptcha(app, merchant);
  return sealedInject(app, {
    method: 'PUT',
    url: '/wps/member/register',
    body: {
      username,
      password: 'Abc12345',
      confirmPassword: 'Abc12345',
      paymentPassword: '123456',
      captcha: cap.answer,
      botCheck: { formToken: await formToken(app, merchant), honeypot: '' },
      login: true,
      registerMethod: 'WEB',
      ...fields,
    },
    merchant,
    cookies: { captchaId: cap.captchaId },
  });
}
