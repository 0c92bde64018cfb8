import type { ProcessContractRequest } from '@wl/contract/contracts/process-contract';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { findMember } from '../members/find-member';
import type { ContractKind, ContractRecord } from './contract-store';
import { contractToView, tiersFromInput } from './contract-edge';
import { selectContractViews } from './contract-view-store';
import { proposeContract } from './propose-contract';
import { refuseContract } from './refuse-contract';
import { signContract } from './sign-contract';
import { terminateContract } from './terminate-contract';

type Action = 'query' | 'propose' | 'sign' | 'refuse' | 'terminate';
const BY_STATUS = { A: 'sign', R: 'refuse', C: 'terminate' } as const;

/**
 * The member's side of one contract kind: one call answers the current list and, when an
 * action is given, performs it first. The original's status letters map onto the actions.
 */
export async function processContract(options: {
  db: Db;
  merchantId: bigint;
  memberId: bigint;
  kind: ContractKind;
  input: ProcessContractRequest;
  now: Date;
}) {
  const { db, merchantId, memberId, kind, input } = options;
  const action: Action = input.action ?? (input.status ? BY_STATUS[input.status] : 'query');
  const changed = await perform(action, options);
  const views = await selectContractViews(db, { merchantId, memberId, kind });
  const one = changed ? views.find((v) => v.id === changed.id) : undefined;
  return {
    contract: one ? contractToView(one, memberId) : null,
    contracts: views.map((v) => contractToView(v, memberId)),
  };
}

async function perform(
  action: Action,
  o: Parameters<typeof processContract>[0],
): Promise<ContractRecord | null> {
  const { db, merchantId, memberId, kind, input, now } = o;
  if (action === 'query') return null;
  if (action === 'propose') {
    if (!input.downlineUsername || !input.tiers) throw new AppError('request_param_err');
    const downline = await findMember({
      sql: db,
      merchantId,
      by: { username: input.downlineUsername },
    });
    if (!downline) throw new AppError('contract.not_direct_downline');
    return proposeContract({
      db,
      merchantId,
      uplineId: memberId,
      downlineId: downline.id,
      kind,
      ...(input.period ? { period: input.period } : {}),
      tiers: tiersFromInput(input.tiers),
      reason: input.reason ?? '',
      actor: { type: 'member', id: String(memberId) },
      now,
    });
  }
  const id = input.contractId ?? input.id;
  if (!id) throw new AppError('request_param_err');
  const contractId = BigInt(id);
  const mine = await selectContractViews(db, { merchantId, memberId, kind, contractId });
  if (mine.length === 0) throw new AppError('contract.not_found');
  const base = { db, merchantId, memberId, contractId, now };
  switch (action) {
    case 'sign':
      return signContract(base);
    case 'refuse':
      return refuseContract({ ...base, reason: input.reason ?? '' });
    case 'terminate':
      return terminateContract({
        ...base,
        actor: { type: 'member', id: String(memberId) },
        reason: input.reason ?? '',
      });
    default: {
      const never: never = action;
      throw new Error(`unknown action ${String(never)}`);
    }
  }
}
