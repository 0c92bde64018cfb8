import type { Sql } from '../../db/db';
import { insertAudit } from '../audit/audit-store';
import {
  type Actor,
  type ContractAction,
  type ContractRecord,
  type ContractStatus,
  insertVersion,
  updateStatus,
} from './contract-store';

/**
 * One step of a contract's life, inside the caller's transaction with the row locked: the new
 * status, a version row (who, when, why: what the agent reads) and an audit entry.
 */
export async function recordChange(
  tx: Sql,
  c: ContractRecord,
  change: {
    action: ContractAction;
    status: ContractStatus;
    actor: Actor;
    reason: string;
    at: Date;
    /** Where an operator's change came from (the audit viewer shows it). */
    ip?: string;
  },
): Promise<ContractRecord> {
  const next = await updateStatus(tx, c.id, change.status, change.at);
  await insertVersion(tx, next, change.action, change.actor, change.reason, change.at);
  await insertAudit(tx, {
    merchantId: c.merchantId,
    actorType: change.actor.type,
    actorId: change.actor.id,
    action: `contract_${change.action}`,
    subjectType: 'contract',
    subjectId: String(c.id),
    before: { status: c.status, version: c.version },
    after: { status: next.status, version: next.version, reason: change.reason },
    ip: change.ip ?? null,
  });
  return next;
}
