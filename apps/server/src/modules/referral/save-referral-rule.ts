import type { SaveReferralRuleRequest } from '@wl/contract/rewards/referral';
import { currencyScale, parseMinor, toDecimalString } from '@wl/money/minor-units';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { byOperator, insertAudit } from '../audit/audit-store';
import type { OpsActor } from '../operators/ops-route';
import { findReferralRule, upsertReferralRule, type ReferralRule } from './referral-store';

function minor(amount: string | number, currency: string, min: bigint): bigint {
  const value = parseMinor(
    typeof amount === 'number' ? amount : amount.trim(),
    currencyScale(currency),
  );
  if (value === null || value < min)
    throw new AppError('request_param_err', { messageKey: 'error_amount' });
  return value;
}

export function opsRuleView(rule: ReferralRule, currency: string) {
  const text = (m: bigint) => toDecimalString(m, currencyScale(currency));
  return {
    minFirstDeposit: text(rule.minFirstDepositMinor),
    minTurnover: text(rule.minTurnoverMinor),
    reward: text(rule.rewardMinor),
    wageringMultipleBps: rule.wageringMultipleBps,
    validDays: rule.validDays,
    active: rule.active,
  };
}

/** Creates or replaces the merchant's invite-friends rule; the audit log keeps both sides. */
export async function saveReferralRule(options: {
  db: Db;
  actor: OpsActor;
  currency: string;
  input: SaveReferralRuleRequest;
}): Promise<ReferralRule> {
  const { db, actor, currency, input } = options;
  const rule: ReferralRule = {
    minFirstDepositMinor: minor(input.minFirstDeposit, currency, 0n),
    minTurnoverMinor: minor(input.minTurnover, currency, 0n),
    rewardMinor: minor(input.reward, currency, 1n),
    wageringMultipleBps: input.wageringMultipleBps,
    validDays: input.validDays,
    active: input.active,
  };
  await db.tx(async (tx) => {
    const before = await findReferralRule(tx, actor.merchantId);
    await upsertReferralRule(tx, actor.merchantId, rule);
    await insertAudit(tx, {
      merchantId: actor.merchantId,
      ...byOperator(actor.operatorId),
      action: 'rewards.referral_rule.save',
      subjectType: 'referral_rule',
      subjectId: String(actor.merchantId),
      before: before ? opsRuleView(before, currency) : null,
      after: opsRuleView(rule, currency),
      ip: actor.ip,
    });
  });
  return rule;
}
