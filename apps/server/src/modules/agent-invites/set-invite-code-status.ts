import type { InviteCodeView, SetInviteCodeStatusRequest } from '@wl/contract/agent/invite-codes';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { requireAgent } from '../agent-team/agent-access';
import { insertAudit } from '../audit/audit-store';
import { inviteCodeToView } from './invite-code-edge';
import { updateCodeStatus } from './invite-code-store';

/**
 * Disables (or enables again) one of the agent's own codes. Another agent's code, or one that
 * does not exist, answers not_found alike, so nothing is learnt about other teams' codes.
 * Members who registered with a disabled code stay where they are.
 */
export async function setInviteCodeStatus(options: {
  db: Db;
  merchantId: bigint;
  memberId: bigint;
  input: SetInviteCodeStatusRequest;
  ip: string | null;
  now: Date;
}): Promise<InviteCodeView> {
  const { db, merchantId, input } = options;
  const agent = await requireAgent(db, merchantId, options.memberId);
  const status = input.enabled ? 'active' : 'disabled';
  return db.tx(async (tx) => {
    const changed = await updateCodeStatus(tx, {
      agentId: agent.id,
      id: BigInt(input.id),
      status,
      now: options.now,
    });
    if (!changed) throw new AppError('not_found');
    await insertAudit(tx, {
      merchantId,
      actorType: 'member',
      actorId: String(agent.id),
      action: 'invite_code_status',
      subjectType: 'invite_code',
      subjectId: String(changed.id),
      after: { code: changed.code, status },
      ip: options.ip,
    });
    return inviteCodeToView(changed);
  });
}
