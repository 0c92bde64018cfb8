import type { SeedPart } from '../../db/seed/seed';
import { hashPassword } from '../auth/password-hash';
import { createMember } from './create-member';
import { findMember } from './find-member';
import type { NewMember } from './member-store';

/** The password of both demo accounts; they exist only when APP_ENV is development. */
export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_AGENT_CODE = 'DEMOAG01';

/**
 * demo_agent (type 1, invitation code DEMOAG01) and demo_player (type 0, its downline) for the
 * DEMO merchant. Idempotent: an account that exists is left as it is.
 */
export const seedDemoAccounts: SeedPart = async (db, config) => {
  if (config.APP_ENV !== 'development') return;
  const merchant = await db.query<{ id: bigint }>("SELECT id FROM merchants WHERE code = 'DEMO'");
  const merchantId = merchant.rows[0]?.id;
  if (merchantId === undefined) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const base = (username: string): NewMember => ({
    merchantId,
    username,
    type: 0,
    passwordHash,
    paymentPasswordHash: null,
    uplineId: null,
    mobile: null,
    countryDialingCode: null,
    profile: {},
    demoBalanceMinor: null,
  });
  await db.tx(async (tx) => {
    const agent =
      (await findMember({ sql: tx, merchantId, by: { username: 'demo_agent' } })) ??
      (await createMember({
        sql: tx,
        member: {
          ...base('demo_agent'),
          type: 1,
          profile: { affiliate_code: DEMO_AGENT_CODE, nickname: 'Demo Agent' },
        },
      }));
    if (!(await findMember({ sql: tx, merchantId, by: { username: 'demo_player' } }))) {
      await createMember({
        sql: tx,
        member: {
          ...base('demo_player'),
          uplineId: agent.id,
          mobile: '9170000001',
          countryDialingCode: '63',
          profile: {
            nickname: 'Demo Player',
            email: 'demo_player@example.com',
            payee_name: 'Demo Player',
          },
        },
      });
    }
  });
};
