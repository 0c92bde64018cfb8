import type { InviteCodeView, SetInviteCodeStatusRequest } from '@wl/contract/agent/invite-codes';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { requireAgent } from '../agent-team/agent-access';
import { insertAudit } from '../audit/audit-store';
import { inviteCodeToView } from './invite-code-edge';
import { selectAgentCode, updateCodeStatus } from './invite-code-store';

/**
 * Disables (or enables again) one of the agent's own codes. Another agent's code, or one that
 * does not exist, answers not_found alike, so nothing is learnt about other teams' codes.
 * Members who registered with a disabled code stay where they are. An operator acting on the
 * agent's codes from the back office passes `by`, so the audit names the operator.
 */
export async function setInviteCodeStatus(options: {
  db: Db;
  merchantId: bigint;
  memberId: bigint;
  input: SetInviteCodeStatusRequest;
  ip: string | null;
  now: Date;
  by?: { actorType: 'operator'; actorId: string };
}): Promise<InviteCodeView> {
  const { db, merchantId, input } = options;
  const agent = await requireAgent(db, merchantId, options.memberId);
  const status = input.enabled ? 'active' : 'disabled';
  return db.tx(async (tx) => {
    const before = await selectAgentCode(tx, agent.id, BigInt(input.id));
    const changed = await updateCodeStatus(tx, {
      agentId: agent.id,
      id: BigInt(input.id),
      status,
      now: options.now,
    });
    if (!changed) throw new AppError('not_found');
    await insertAudit(tx, {
      merchantId,
      actorType: options.by?.actorType ?? 'member',
      actorId: options.by?.actorId ?? String(agent.id),
      action: 'invite_code_status',
      subjectType: 'invite_code',
      subjectId: String(changed.id),
      before: before ? { code: before.code, status: before.status } : undefined,
      after: { code: changed.code, status },
      ip: options.ip,
    });
    return inviteCodeToView(changed);
  });
}
