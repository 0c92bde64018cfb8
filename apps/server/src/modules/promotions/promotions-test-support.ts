import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { createOperator } from '../operators/operator-session';

/**
 * Helpers for the promotion API tests: a supervisor session and promotion bodies. Never
 * imported by application code.
 */
export async function supervisorToken(app: FastifyInstance, db: Db): Promise<string> {
  const merchantId = (
    await db.query<{ id: bigint }>(`SELECT id FROM merchants WHERE code = 'DEMO'`)
  ).rows[0]!.id;
  const username = `promo${Math.floor(Math.random() * 1e9)}`;
  await createOperator({ db, merchantId, username, password: 'Operator123', role: 'supervisor' });
  const r = await app.inject({
    method: 'POST',
    url: '/ops/session/login',
    headers: { merchant: 'DEMO' },
    payload: { username, password: 'Operator123' },
  });
  return r.json().value.token as string;
}

export function promotionBody(extra: Record<string, unknown> = {}) {
  return {
    kind: 'claim',
    category: 'other_promo',
    texts: {
      en: {
        title: 'Free chips',
        summary: 'Claim 10.00',
        content: '<p>Hello <script>alert(1)</script><b onclick="x()">bold</b></p>',
      },
      tw: { title: '免費籌碼', summary: '領取 10.00', content: '<p>你好</p>' },
    },
    fixedAmount: '10.00',
    wageringMultipleBps: 20_000,
    startDate: Date.now() - 60_000,
    ...extra,
  };
}

/** Smallest valid PNG (1×1) and JPEG signatures, and base64 of any bytes. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const b64 = (bytes: Buffer) => bytes.toString('base64');
