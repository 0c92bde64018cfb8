import type { Db, Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { insertAudit } from '../audit/audit-store';
import { sendInboxMessage } from '../inbox/send-inbox-message';
import { findMember } from '../members/find-member';
import { isAgentType } from '../members/member-record';
import {
  type Actor,
  type ContractKind,
  type ContractRecord,
  findActive,
  insertContract,
  insertVersion,
} from './contract-store';
import type { ContractPeriod } from './periods';
import { type Tier, tierProblem, topRatioBps } from './settlement-math';
import { type ContractSettings, selectSettings } from './settings-store';

/** Salaries have the period of their name; only a dividend chooses one (spec §9). */
const FIXED_PERIOD: Record<Exclude<ContractKind, 'dividend'>, ContractPeriod> = {
  daily_salary: 'daily',
  hourly_salary: 'hourly',
  realtime_salary: 'five_minutes',
};
const DIVIDEND_PERIODS: readonly ContractPeriod[] = ['daily', 'weekly', 'half_monthly', 'monthly'];

export function periodFor(kind: ContractKind, period: ContractPeriod | undefined): ContractPeriod {
  if (kind === 'dividend') {
    if (!period || !DIVIDEND_PERIODS.includes(period))
      throw new AppError('contract.period_invalid');
    return period;
  }
  const fixed = FIXED_PERIOD[kind];
  if (period && period !== fixed) throw new AppError('contract.period_invalid');
  return fixed;
}

/**
 * Whether an upline may offer these terms: the kind is enabled, the period fits it, the tiers
 * climb within the platform maximum, and an agent (uplineId) shares only what it has: it must
 * hold a running contract of the kind and no tier may exceed its own top ratio. An operator
 * (uplineId null) offers a top-level contract the merchant pays. Invitation codes check their
 * offers with this too, before any downline exists.
 */
export async function checkOfferTerms(
  sql: Sql,
  o: {
    merchantId: bigint;
    uplineId: bigint | null;
    kind: ContractKind;
    period?: ContractPeriod | undefined;
    tiers: Tier[];
  },
): Promise<{ settings: ContractSettings; period: ContractPeriod; topRatio: number }> {
  const settings = await selectSettings(sql, o.merchantId);
  if (!settings.enabled[o.kind]) throw new AppError('contract.kind_disabled');
  const period = periodFor(o.kind, o.period);
  const problem = tierProblem(o.tiers, settings);
  if (problem === 'above_maximum') throw new AppError('contract.ratio_above_upline');
  if (problem) throw new AppError('contract.tiers_invalid', { value: { problem } });
  const topRatio = topRatioBps(o.tiers);
  if (o.uplineId !== null) {
    const own = await findActive(sql, o.uplineId, o.kind);
    if (!own) throw new AppError('contract.upline_has_none');
    if (topRatio > own.topRatioBps) {
      throw new AppError('contract.ratio_above_upline', {
        value: { uplineRatioBps: own.topRatioBps },
      });
    }
  }
  return { settings, period, topRatio };
}

export interface ProposeContract {
  merchantId: bigint;
  uplineId: bigint | null;
  downlineId: bigint;
  kind: ContractKind;
  period?: ContractPeriod;
  tiers: Tier[];
  reason?: string;
  actor: Actor;
  now: Date;
}

/** Offers terms to a direct downline agent, in a transaction of its own. */
export async function proposeContract(options: ProposeContract & { db: Db }) {
  return options.db.tx((tx) => proposeContractIn(tx, options));
}

/**
 * Offers terms on the caller's transaction (registration with an invitation code proposes
 * the code's terms in the transaction that creates the newcomer). Every check runs before
 * anything is written, so a refused offer leaves the transaction usable.
 */
export async function proposeContractIn(
  tx: Sql,
  options: ProposeContract,
): Promise<ContractRecord> {
  const { merchantId, uplineId, kind } = options;
  const downline = await findMember({ sql: tx, merchantId, by: { id: options.downlineId } });
  const directly = downline && (uplineId === null || downline.uplineId === uplineId);
  if (!downline || !directly || !isAgentType(downline.type) || downline.status !== 'active') {
    throw new AppError('contract.not_direct_downline');
  }
  const { settings, period, topRatio } = await checkOfferTerms(tx, options);
  const contract = await insertContract(tx, {
    merchantId,
    kind,
    uplineId,
    downlineId: downline.id,
    period,
    tiers: options.tiers,
    topRatioBps: topRatio,
    now: options.now,
    expiresAt: new Date(options.now.getTime() + settings.proposalTtlHours * 3_600_000),
  });
  if (!contract) throw new AppError('contract.already_open');
  await insertVersion(tx, contract, 'propose', options.actor, options.reason ?? '', options.now);
  await insertAudit(tx, {
    merchantId,
    actorType: options.actor.type,
    actorId: options.actor.id,
    action: 'contract_propose',
    subjectType: 'contract',
    subjectId: String(contract.id),
    after: { kind, period, tiers: options.tiers, downlineId: downline.id },
  });
  await tellDownline(tx, contract);
  return contract;
}

/**
 * The downline hears of the offer in its inbox, in the same transaction as the offer: it signs
 * or refuses in the agent centre's pending-offer dialog or on the contract page.
 */
async function tellDownline(tx: Sql, contract: ContractRecord) {
  const ratio = (contract.topRatioBps / 100).toFixed(2);
  const expiresAt = `${contract.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  await sendInboxMessage(tx, {
    merchantId: contract.merchantId,
    memberId: contract.downlineId,
    kind: 'contract_proposed',
    title: 'New contract offer',
    body:
      `You are offered a contract with a top ratio of ${ratio}%. ` +
      `Sign or refuse it in the agent centre before ${expiresAt}.`,
    params: { ratio, expiresAt, contractKind: contract.kind },
    dedupeKey: `contract_proposed:${contract.id}`,
  });
}
