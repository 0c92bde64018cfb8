import type { OpenDownlineRequest, OpenDownlineValue } from '@wl/contract/agent/open-downline';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { insertAudit } from '../audit/audit-store';
import { hashPassword } from '../auth/password-hash';
import type { Merchant } from '../merchants/merchant';
import { createMember } from '../members/create-member';
import { requireAgent } from './agent-access';

/** The type an agent opens: an agent of the first agent type, or a player. */
const TYPE_OF = { agent: 1, player: 0 } as const;

/**
 * Opens an account directly below the agent (spec §2 "open account"). Its password is the
 * merchant's default password, so its first login forces a change (spec §4); the tree
 * trigger places it in every upline's team.
 */
export async function openDownline(options: {
  db: Db;
  merchant: Merchant;
  memberId: bigint;
  input: OpenDownlineRequest;
  ip: string | null;
}): Promise<OpenDownlineValue> {
  const { db, merchant, input } = options;
  const agent = await requireAgent(db, merchant.id, options.memberId);
  const defaultPassword = merchant.settings.defaultPassword;
  if (typeof defaultPassword !== 'string' || defaultPassword === '') {
    throw new AppError('default_password_unset');
  }
  const passwordHash = await hashPassword(defaultPassword);
  const type = TYPE_OF[input.accountType];
  const created = await db.tx(async (tx) => {
    const member = await createMember({
      sql: tx,
      member: {
        merchantId: merchant.id,
        username: input.username,
        type,
        passwordHash,
        paymentPasswordHash: null,
        uplineId: agent.id,
        mobile: null,
        countryDialingCode: null,
        profile: input.nickname ? { nickname: input.nickname } : {},
        demoBalanceMinor: null,
      },
    });
    await insertAudit(tx, {
      merchantId: merchant.id,
      actorType: 'member',
      actorId: String(agent.id),
      action: 'open_downline',
      subjectType: 'member',
      subjectId: String(member.id),
      after: { username: member.username, type, uplineId: String(agent.id) },
      ip: options.ip,
    });
    return member;
  });
  return {
    memberId: Number(created.id),
    username: created.username,
    type,
    mustChangePassword: true,
  };
}
