import { toDecimalString, parseMinor } from '@wl/money/minor-units';
import { AppError } from '../../http/app-error';
import type { ContractWithNames } from './contract-view-store';
import type { Tier } from './settlement-math';

/**
 * Contracts at the API edge: ratios travel as percent text ("1.25"), thresholds as decimal
 * money; inside they are basis points and minor units.
 */
export function percentToBps(value: string | number): number {
  const minor = parseMinor(value, 2);
  if (minor === null || minor < 0n || minor > 10_000n) throw new AppError('contract.tiers_invalid');
  return Number(minor);
}

export function bpsToPercent(bps: number): string {
  return toDecimalString(BigInt(bps), 2);
}

export function tiersFromInput(
  input: readonly {
    ratio: string | number;
    minTurnover: string | number;
    minLoss: string | number;
    minActiveMembers: number;
  }[],
): Tier[] {
  return input.map((t) => ({
    ratioBps: percentToBps(t.ratio),
    minTurnoverMinor: money(t.minTurnover),
    minLossMinor: money(t.minLoss),
    minActiveMembers: t.minActiveMembers,
  }));
}

function money(value: string | number): bigint {
  const minor = parseMinor(value, 2);
  if (minor === null) throw new AppError('contract.tiers_invalid');
  return minor;
}

export function contractToView(c: ContractWithNames, memberId: bigint | null) {
  return {
    contractId: Number(c.id),
    kind: c.kind,
    period: c.period,
    status: c.status,
    role: c.downlineId === memberId ? ('downline' as const) : ('upline' as const),
    uplineUsername: c.uplineUsername,
    downlineUsername: c.downlineUsername,
    tiers: c.tiers.map((t) => ({
      ratio: bpsToPercent(t.ratioBps),
      minTurnover: toDecimalString(t.minTurnoverMinor, 2),
      minLoss: toDecimalString(t.minLossMinor, 2),
      minActiveMembers: t.minActiveMembers,
    })),
    topRatio: bpsToPercent(c.topRatioBps),
    version: c.version,
    proposedAt: c.proposedAt.getTime(),
    expiresAt: c.expiresAt.getTime(),
    signedAt: c.signedAt?.getTime() ?? null,
    endedAt: c.endedAt?.getTime() ?? null,
    downlineHigherRate: c.downlineHigherRate ? ('Y' as const) : ('N' as const),
  };
}
