import type { Db, Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { type ContractRecord, findActive, lockContract, lockDownlineAbove } from './contract-store';
import { recordChange } from './record-change';

/**
 * The downline accepts an offer. The ratio is checked again against the upline's running
 * contract (it may have changed since the offer). Signing ends the downline's earlier
 * contract of the kind it had in force, if any was replaced, and automatically terminates
 * every contract the downline granted further down with a ratio above the one now agreed
 * (spec §4), each as a version saying why.
 */
export async function signContract(options: {
  db: Db;
  merchantId: bigint;
  memberId: bigint;
  contractId: bigint;
  now: Date;
}): Promise<ContractRecord> {
  const { db, merchantId, memberId, now } = options;
  return db.tx(async (tx) => {
    const c = await lockContract(tx, merchantId, options.contractId);
    if (!c || c.downlineId !== memberId) throw new AppError('contract.not_found');
    if (c.status !== 'proposed' || c.expiresAt <= now) throw new AppError('contract.wrong_state');
    if (c.uplineId !== null) {
      const own = await findActive(tx, c.uplineId, c.kind);
      if (!own) throw new AppError('contract.upline_has_none');
      if (c.topRatioBps > own.topRatioBps) throw new AppError('contract.ratio_above_upline');
    }
    const actor = { type: 'member' as const, id: String(memberId) };
    const signed = await recordChange(tx, c, {
      action: 'sign',
      status: 'active',
      actor,
      reason: '',
      at: now,
    });
    await cascadeTermination(tx, memberId, signed, now);
    return signed;
  });
}

/** Ends the downline contracts whose ratio exceeds the one just agreed, recursively. */
async function cascadeTermination(tx: Sql, agentId: bigint, agreed: ContractRecord, now: Date) {
  const above = await lockDownlineAbove(tx, agentId, agreed.kind, agreed.topRatioBps);
  for (const d of above) {
    await recordChange(tx, d, {
      action: 'auto_terminate',
      status: 'terminated',
      actor: { type: 'system', id: null },
      reason: `upline ratio now ${agreed.topRatioBps} bps (contract ${agreed.id})`,
      at: now,
    });
  }
}
