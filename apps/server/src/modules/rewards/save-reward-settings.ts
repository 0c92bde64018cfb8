import type { SaveVipLevelRequest } from '@wl/contract/rewards/ops-rewards';
import type { Db } from '../../db/db';
import { byOperator, insertAudit } from '../audit/audit-store';
import { currencyScale, parseMinor } from '@wl/money/minor-units';
import { AppError } from '../../http/app-error';
import { upsertRebateRate } from './rebate-store';
import { upsertVipLevel, type VipLevel } from './vip-store';

interface OperatorChange {
  db: Db;
  merchantId: bigint;
  operatorId: bigint;
  ip: string;
}

/** An operator's amount (may be 0) in minor units; refuses anything that is not money. */
function minorOf(amount: string | number, currency: string): bigint {
  const minor = parseMinor(
    typeof amount === 'number' ? amount : amount.trim(),
    currencyScale(currency),
  );
  if (minor === null || minor < 0n)
    throw new AppError('request_param_err', { messageKey: 'error_amount' });
  return minor;
}

/** Creates or replaces one VIP level; the audit log keeps the level before and after. */
export async function saveVipLevel(
  options: OperatorChange & { currency: string; level: number; input: SaveVipLevelRequest },
): Promise<VipLevel> {
  const { db, merchantId, currency: c, input } = options;
  const level: VipLevel = {
    level: options.level,
    name: input.name,
    minValidBetMinor: minorOf(input.minValidBet, c),
    minDepositMinor: minorOf(input.minDeposit, c),
    upgradeBonusMinor: minorOf(input.upgradeBonus, c),
    monthlyBonusMinor: minorOf(input.monthlyBonus, c),
    birthdayBonusMinor: minorOf(input.birthdayBonus, c),
    dailyWithdrawalLimitMinor:
      input.dailyWithdrawalLimit === null ? null : minorOf(input.dailyWithdrawalLimit, c),
  };
  if (level.dailyWithdrawalLimitMinor === 0n)
    throw new AppError('request_param_err', { messageKey: 'error_amount' });
  await db.tx(async (tx) => {
    const before = await upsertVipLevel(tx, merchantId, level);
    await insertAudit(tx, {
      merchantId,
      ...byOperator(options.operatorId),
      action: 'rewards.vip_level.save',
      subjectType: 'vip_level',
      subjectId: String(level.level),
      before,
      after: level,
      ip: options.ip,
    });
  });
  return level;
}

/** Sets one rebate rate (game type × VIP level), audited with the rate before. */
export async function saveRebateRate(
  options: OperatorChange & { gameType: string; vipLevel: number; rateBps: number },
): Promise<void> {
  const { db, merchantId, gameType, vipLevel, rateBps } = options;
  await db.tx(async (tx) => {
    const before = await upsertRebateRate(tx, { merchantId, gameType, vipLevel, rateBps });
    await insertAudit(tx, {
      merchantId,
      ...byOperator(options.operatorId),
      action: 'rewards.rebate_rate.save',
      subjectType: 'rebate_rate',
      subjectId: `${gameType}:${vipLevel}`,
      before: before === null ? null : { rateBps: before },
      after: { rateBps },
      ip: options.ip,
    });
  });
}
