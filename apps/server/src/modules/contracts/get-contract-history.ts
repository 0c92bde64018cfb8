import { toDecimalString } from '@wl/money/minor-units';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { listBills } from './bill-store';
import { billToView } from './bill-edge';
import { bpsToPercent, contractToView } from './contract-edge';
import { listVersions } from './contract-store';
import { selectContractViews } from './contract-view-store';
import { selectCashierSettings } from '../cashier/settings-store';
import { windowAt } from './periods';
import { applyRatio, pickTier, topRatioBps } from './settlement-math';
import { selectSettings } from './settings-store';
import { selectTeamFigures } from './team-metrics-store';

/**
 * A contract's page: every version (who, when, why), its bills, and for a running contract
 * the current window's accrual so far (what the real-time salary page shows live).
 * Only the two sides see it (or an operator, memberId null).
 */
export async function getContractHistory(options: {
  db: Db;
  merchantId: bigint;
  memberId: bigint | null;
  contractId: bigint;
  now: Date;
}) {
  const { db, merchantId, memberId, now } = options;
  const [c] = await selectContractViews(db, {
    merchantId,
    memberId,
    kind: null,
    contractId: options.contractId,
  });
  if (!c) throw new AppError('contract.not_found');
  const versions = await listVersions(db, c.id);
  const bills = await listBills(db, { merchantId, contractId: c.id, limit: 100, offset: 0 });
  let currentWindow = null;
  if (c.status === 'active' && c.signedAt) {
    const { timeZone } = await selectCashierSettings(db, merchantId);
    const w = windowAt(c.period, now, timeZone);
    const from = c.signedAt > w.start ? c.signedAt : w.start;
    const settings = await selectSettings(db, merchantId);
    const f = await selectTeamFigures(db, {
      agentId: c.downlineId,
      from,
      to: now,
      activeMinBetMinor: settings.activeMinBetMinor,
    });
    const tier = pickTier(c.tiers, { ...f, lossMinor: f.turnoverMinor - f.payoutMinor });
    const ratio = Math.min(tier?.ratioBps ?? 0, settings.maxRatioBps);
    currentWindow = {
      start: w.start.getTime(),
      end: w.end.getTime(),
      turnover: toDecimalString(f.turnoverMinor),
      ratio: bpsToPercent(ratio),
      accrued: toDecimalString(c.kind === 'dividend' ? 0n : applyRatio(f.turnoverMinor, ratio)),
    };
  }
  return {
    contract: contractToView(c, memberId),
    versions: versions.map((v) => ({
      version: v.version,
      action: v.action,
      status: v.status,
      actorType: v.actorType,
      reason: v.reason,
      topRatio: bpsToPercent(topRatioBps(v.tiers)),
      at: v.createdAt.getTime(),
    })),
    bills: bills.rows.map(billToView),
    currentWindow,
    period: c.period,
  };
}
