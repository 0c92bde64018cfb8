import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { type Actor, type ContractRecord, lockContract } from './contract-store';
import { recordChange } from './record-change';

/**
 * Either side ends a contract (or withdraws an offer); an operator may end any. Periods that
 * ended before now are still settled: settlement runs up to `ended_at`.
 */
export async function terminateContract(options: {
  db: Db;
  merchantId: bigint;
  /** The member asking, or null for an operator. */
  memberId: bigint | null;
  actor: Actor;
  contractId: bigint;
  reason?: string;
  now: Date;
  /** The operator's address, for the audit line. */
  ip?: string;
}): Promise<ContractRecord> {
  const { db, merchantId, memberId, now } = options;
  return db.tx(async (tx) => {
    const c = await lockContract(tx, merchantId, options.contractId);
    const party = c && (memberId === null || c.downlineId === memberId || c.uplineId === memberId);
    if (!c || !party) throw new AppError('contract.not_found');
    if (c.status !== 'proposed' && c.status !== 'active')
      throw new AppError('contract.wrong_state');
    return recordChange(tx, c, {
      action: 'terminate',
      status: 'terminated',
      actor: options.actor,
      reason: options.reason ?? '',
      at: now,
      ...(options.ip ? { ip: options.ip } : {}),
    });
  });
}
