import type { ContractSettingsBody } from '@wl/contract/contracts/operate-contracts';
import { parseMinor, toDecimalString } from '@wl/money/minor-units';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { byOperator, insertAudit } from '../audit/audit-store';
import { bpsToPercent, percentToBps } from './contract-edge';
import { selectSettings, upsertSettings } from './settings-store';

/** The operator's view of the merchant's contract settings. */
export async function getContractSettings(options: { db: Db; merchantId: bigint }) {
  const s = await selectSettings(options.db, options.merchantId);
  return {
    enabled: {
      dividend: s.enabled.dividend,
      dailySalary: s.enabled.daily_salary,
      hourlySalary: s.enabled.hourly_salary,
      realtimeSalary: s.enabled.realtime_salary,
    },
    maxRatio: bpsToPercent(s.maxRatioBps),
    platformFee: bpsToPercent(s.platformFeeBps),
    maxTiers: s.maxTiers,
    activeMinBet: toDecimalString(s.activeMinBetMinor),
    proposalTtlHours: s.proposalTtlHours,
    carryRule: s.carryRule,
  };
}

/** Saves the settings (which kinds exist, maximum ratio, fee, tier limits), audited. */
export async function saveContractSettings(options: {
  db: Db;
  merchantId: bigint;
  operatorId: bigint;
  body: ContractSettingsBody;
  ip: string | null;
}) {
  const { db, merchantId, body } = options;
  const maxRatioBps = percentToBps(body.maxRatio);
  const activeMinBetMinor = parseMinor(body.activeMinBet, 2);
  if (maxRatioBps <= 0 || activeMinBetMinor === null || activeMinBetMinor < 0n) {
    throw new AppError('request_param_err');
  }
  const before = await getContractSettings({ db, merchantId });
  await db.tx(async (tx) => {
    await upsertSettings(tx, merchantId, {
      enabled: {
        dividend: body.enabled.dividend,
        daily_salary: body.enabled.dailySalary,
        hourly_salary: body.enabled.hourlySalary,
        realtime_salary: body.enabled.realtimeSalary,
      },
      maxRatioBps,
      platformFeeBps: percentToBps(body.platformFee),
      maxTiers: body.maxTiers,
      activeMinBetMinor,
      proposalTtlHours: body.proposalTtlHours,
      carryRule: body.carryRule,
    });
    await insertAudit(tx, {
      merchantId,
      ...byOperator(options.operatorId),
      action: 'contract_settings',
      subjectType: 'merchant',
      subjectId: String(merchantId),
      before,
      after: body,
      ip: options.ip,
    });
  });
  return getContractSettings({ db, merchantId });
}
