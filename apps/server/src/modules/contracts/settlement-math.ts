/**
 * The arithmetic of contract settlement, free of the database so that it can be checked
 * exhaustively (settlement-math.test.ts, with property tests over random trees and bets).
 *
 * Words: a contract's *basis* is the figure its ratio applies to: for salaries the team's
 * valid turnover of the period, for a dividend the team's net loss after the platform fee and
 * any carried-over loss. The *gross* of a contract is what its payer owes the agent. An agent
 * keeps its gross minus the gross of its direct downlines' contracts (the cascade): it is paid
 * by its upline (or the merchant, at the top) and pays its own downlines from its wallet.
 * Ratios are integer basis points (1 bps = 0.01 %); money is bigint minor units; every
 * division rounds down, so a payer never owes a fraction of a minor unit.
 */

export const BPS = 10_000;

export interface Tier {
  ratioBps: number;
  minTurnoverMinor: bigint;
  minLossMinor: bigint;
  minActiveMembers: number;
}

export interface PeriodMetrics {
  turnoverMinor: bigint;
  /** Team net loss of the period (stakes − payouts − bonuses − rebates − fee); may be < 0. */
  lossMinor: bigint;
  activeMembers: number;
}

export type TierProblem =
  'no_tiers' | 'ratio_out_of_range' | 'negative_threshold' | 'not_monotonic' | 'above_maximum';

/**
 * Checks that tiers climb: every later tier has a strictly higher ratio and thresholds no
 * lower than the tier before, so "the highest tier whose thresholds are all met" is well
 * defined and a bigger team never earns a smaller ratio. Returns the first problem or null.
 */
export function tierProblem(
  tiers: readonly Tier[],
  limits: { maxRatioBps: number; maxTiers: number },
): TierProblem | null {
  if (tiers.length === 0 || tiers.length > limits.maxTiers) return 'no_tiers';
  for (const [i, t] of tiers.entries()) {
    if (!Number.isInteger(t.ratioBps) || t.ratioBps <= 0 || t.ratioBps > BPS) {
      return 'ratio_out_of_range';
    }
    if (t.ratioBps > limits.maxRatioBps) return 'above_maximum';
    if (t.minTurnoverMinor < 0n || t.minLossMinor < 0n || t.minActiveMembers < 0) {
      return 'negative_threshold';
    }
    const prev = i > 0 ? tiers[i - 1] : undefined;
    if (
      prev &&
      (t.ratioBps <= prev.ratioBps ||
        t.minTurnoverMinor < prev.minTurnoverMinor ||
        t.minLossMinor < prev.minLossMinor ||
        t.minActiveMembers < prev.minActiveMembers)
    ) {
      return 'not_monotonic';
    }
  }
  return null;
}

/** The highest ratio among the tiers: what "a downline's ratio ≤ its upline's" compares. */
export function topRatioBps(tiers: readonly Tier[]): number {
  return tiers.reduce((max, t) => Math.max(max, t.ratioBps), 0);
}

/** The highest tier whose thresholds are all met, or null when none is. */
export function pickTier(tiers: readonly Tier[], m: PeriodMetrics): Tier | null {
  let best: Tier | null = null;
  for (const t of tiers) {
    // A zero loss threshold means "no loss required": a salary is due on turnover even in a
    // period where the team won (net loss below zero).
    const lossMet = t.minLossMinor === 0n || m.lossMinor >= t.minLossMinor;
    const met =
      m.turnoverMinor >= t.minTurnoverMinor && lossMet && m.activeMembers >= t.minActiveMembers;
    if (met && (!best || t.ratioBps > best.ratioBps)) best = t;
  }
  return best;
}

/** `amount × ratio`, rounded down; a negative amount earns nothing. */
export function applyRatio(amountMinor: bigint, ratioBps: number): bigint {
  if (amountMinor <= 0n || ratioBps <= 0) return 0n;
  return (amountMinor * BigInt(ratioBps)) / BigInt(BPS);
}

/**
 * The platform fee the merchant keeps off a dividend basis: a share of the gross gaming
 * revenue (stakes − payouts) when the house won; nothing when it lost.
 */
export function platformFeeMinor(stakesMinor: bigint, payoutsMinor: bigint, feeBps: number) {
  return applyRatio(stakesMinor - payoutsMinor, feeBps);
}

/**
 * Dividend basis with the carry-over rule: a negative period is carried (as a negative
 * amount) into the next period's basis, so the agent is not paid on a winning period while
 * an earlier loss to the merchant is unrecovered. `reset` drops the carry each period.
 */
export function dividendBasis(options: {
  periodLossMinor: bigint;
  carryInMinor: bigint;
  carryRule: 'accumulate' | 'reset';
}): { basisMinor: bigint; carryOutMinor: bigint } {
  const carryIn = options.carryRule === 'reset' ? 0n : options.carryInMinor;
  const total = options.periodLossMinor + carryIn;
  if (total >= 0n) return { basisMinor: total, carryOutMinor: 0n };
  return { basisMinor: 0n, carryOutMinor: options.carryRule === 'reset' ? 0n : total };
}

/** One agent's contract in the cascade for one period. */
export interface CascadeNode {
  contractId: string;
  /** The contract above (the upline's contract), or null when the merchant pays. */
  parentContractId: string | null;
  tiers: readonly Tier[];
  metrics: PeriodMetrics;
  /** The figure the ratio applies to (turnover, or the dividend basis). */
  basisMinor: bigint;
}

export interface CascadeLine {
  contractId: string;
  parentContractId: string | null;
  /** The ratio applied after the caps (platform maximum and the upline's applied ratio). */
  ratioBps: number;
  grossMinor: bigint;
  /** What this agent pays its direct downlines' contracts out of its gross. */
  owedToDownlinesMinor: bigint;
  netMinor: bigint;
}

/**
 * Settles one period of a contract tree: each contract gets the ratio of its highest met
 * tier, capped by the platform maximum and by the ratio its upline's contract applied, so
 * a downline never earns a higher rate than the agent paying it. Parents come before their
 * children in the answer (the order in which money must flow).
 */
export function settleCascade(nodes: readonly CascadeNode[], maxRatioBps: number): CascadeLine[] {
  const children = new Map<string | null, CascadeNode[]>();
  for (const n of nodes) {
    const list = children.get(n.parentContractId) ?? [];
    list.push(n);
    children.set(n.parentContractId, list);
  }
  const ids = new Set(nodes.map((n) => n.contractId));
  const roots = nodes.filter((n) => n.parentContractId === null || !ids.has(n.parentContractId));
  const lines: CascadeLine[] = [];
  const visit = (n: CascadeNode, capBps: number, isRoot: boolean) => {
    const tier = pickTier(n.tiers, n.metrics);
    const ratioBps = Math.min(tier?.ratioBps ?? 0, capBps);
    const line: CascadeLine = {
      contractId: n.contractId,
      parentContractId: isRoot ? null : n.parentContractId,
      ratioBps,
      grossMinor: applyRatio(n.basisMinor, ratioBps),
      owedToDownlinesMinor: 0n,
      netMinor: 0n,
    };
    lines.push(line);
    for (const child of children.get(n.contractId) ?? []) {
      const before = lines.length;
      visit(child, ratioBps, false);
      line.owedToDownlinesMinor += lines[before]?.grossMinor ?? 0n;
    }
    line.netMinor = line.grossMinor - line.owedToDownlinesMinor;
  };
  for (const r of roots) visit(r, maxRatioBps, true);
  return lines;
}
