import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { type ContractRecord, lockContract } from './contract-store';
import { recordChange } from './record-change';

/** The downline declines an offer; nothing else changes. */
export async function refuseContract(options: {
  db: Db;
  merchantId: bigint;
  memberId: bigint;
  contractId: bigint;
  reason?: string;
  now: Date;
}): Promise<ContractRecord> {
  const { db, merchantId, memberId, now } = options;
  return db.tx(async (tx) => {
    const c = await lockContract(tx, merchantId, options.contractId);
    if (!c || c.downlineId !== memberId) throw new AppError('contract.not_found');
    if (c.status !== 'proposed') throw new AppError('contract.wrong_state');
    return recordChange(tx, c, {
      action: 'refuse',
      status: 'refused',
      actor: { type: 'member', id: String(memberId) },
      reason: options.reason ?? '',
      at: now,
    });
  });
}
