import type { InviteCodeView } from '@wl/contract/agent/invite-codes';
import { toDecimalString } from '@wl/money/minor-units';
import { bpsToPercent } from '../contracts/contract-edge';
import { topRatioBps } from '../contracts/settlement-math';
import type { InviteCodeRecord } from './invite-code-store';

/** A code as the agent centre shows it: ratios in percent, thresholds as decimal money. */
export function inviteCodeToView(c: InviteCodeRecord): InviteCodeView {
  return {
    id: Number(c.id),
    code: c.code,
    accountType: c.accountType,
    offers: c.offers.map((o) => ({
      kind: o.kind,
      period: o.period,
      topRatio: bpsToPercent(topRatioBps(o.tiers)),
      tiers: o.tiers.map((t) => ({
        ratio: bpsToPercent(t.ratioBps),
        minTurnover: toDecimalString(t.minTurnoverMinor, 2),
        minLoss: toDecimalString(t.minLossMinor, 2),
        minActiveMembers: t.minActiveMembers,
      })),
    })),
    note: c.note,
    status: c.status,
    legacy: c.legacy,
    registered: c.registered,
    createdAt: c.createdAt.getTime(),
  };
}
