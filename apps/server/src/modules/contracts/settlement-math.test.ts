import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyRatio,
  type CascadeNode,
  dividendBasis,
  pickTier,
  platformFeeMinor,
  settleCascade,
  type Tier,
  tierProblem,
} from './settlement-math';

const tier = (ratioBps: number, turnover = 0n, active = 0, loss = 0n): Tier => ({
  ratioBps,
  minTurnoverMinor: turnover,
  minLossMinor: loss,
  minActiveMembers: active,
});
const limits = { maxRatioBps: 5000, maxTiers: 10 };
const metrics = (turnoverMinor: bigint, activeMembers = 0, lossMinor = 0n) => ({
  turnoverMinor,
  lossMinor,
  activeMembers,
});

describe('tiers', () => {
  it('accepts climbing tiers and refuses non-monotonic, empty, negative or too high ones', () => {
    expect(tierProblem([tier(100), tier(200, 1000n, 2)], limits)).toBeNull();
    expect(tierProblem([tier(200), tier(100, 1000n)], limits)).toBe('not_monotonic');
    expect(tierProblem([tier(100, 1000n), tier(200, 500n)], limits)).toBe('not_monotonic');
    expect(tierProblem([tier(100, 0n, 3), tier(200, 0n, 2)], limits)).toBe('not_monotonic');
    expect(tierProblem([], limits)).toBe('no_tiers');
    expect(tierProblem([tier(100, -1n)], limits)).toBe('negative_threshold');
    expect(tierProblem([tier(6000)], limits)).toBe('above_maximum');
    expect(tierProblem([tier(0)], limits)).toBe('ratio_out_of_range');
    expect(tierProblem([tier(1.5)], limits)).toBe('ratio_out_of_range');
  });

  it('picks the highest tier whose thresholds are all met', () => {
    const tiers = [tier(100, 1000n, 1), tier(200, 5000n, 3), tier(300, 9000n, 5)];
    expect(pickTier(tiers, metrics(999n, 9))).toBeNull();
    expect(pickTier(tiers, metrics(6000n, 3))?.ratioBps).toBe(200);
    // Turnover of the top tier but too few active members: the middle tier applies.
    expect(pickTier(tiers, metrics(20000n, 4))?.ratioBps).toBe(200);
    expect(pickTier(tiers, metrics(9000n, 5))?.ratioBps).toBe(300);
  });

  it('meets a zero loss threshold even when the team won, and a positive one only on a loss', () => {
    expect(pickTier([tier(100)], metrics(1000n, 0, -500n))?.ratioBps).toBe(100);
    expect(pickTier([tier(100, 0n, 0, 1n)], metrics(1000n, 0, -500n))).toBeNull();
    expect(pickTier([tier(100, 0n, 0, 1n)], metrics(1000n, 0, 1n))?.ratioBps).toBe(100);
  });
});

describe('ratios, fee and carry-over', () => {
  it('rounds a ratio down and pays nothing on a negative basis', () => {
    expect(applyRatio(999n, 100)).toBe(9n);
    expect(applyRatio(-500n, 100)).toBe(0n);
    expect(platformFeeMinor(10_000n, 4_000n, 500)).toBe(300n);
    expect(platformFeeMinor(4_000n, 10_000n, 500)).toBe(0n);
  });

  it('carries a losing period into the next one until it is recovered', () => {
    const first = dividendBasis({
      periodLossMinor: -700n,
      carryInMinor: 0n,
      carryRule: 'accumulate',
    });
    expect(first).toEqual({ basisMinor: 0n, carryOutMinor: -700n });
    const second = dividendBasis({
      periodLossMinor: 500n,
      carryInMinor: first.carryOutMinor,
      carryRule: 'accumulate',
    });
    expect(second).toEqual({ basisMinor: 0n, carryOutMinor: -200n });
    const third = dividendBasis({
      periodLossMinor: 1000n,
      carryInMinor: -200n,
      carryRule: 'accumulate',
    });
    expect(third).toEqual({ basisMinor: 800n, carryOutMinor: 0n });
    const reset = dividendBasis({
      periodLossMinor: 1000n,
      carryInMinor: -200n,
      carryRule: 'reset',
    });
    expect(reset).toEqual({ basisMinor: 1000n, carryOutMinor: 0n });
  });
});

describe('cascade', () => {
  it('pays the upline its ratio minus what it owes its downline, capped by the upline', () => {
    const nodes: CascadeNode[] = [
      {
        contractId: 'A',
        parentContractId: null,
        tiers: [tier(300)],
        metrics: metrics(10_000n),
        basisMinor: 10_000n,
      },
      // B asked for more than A applies: capped at A's 300 bps.
      {
        contractId: 'B',
        parentContractId: 'A',
        tiers: [tier(400)],
        metrics: metrics(6_000n),
        basisMinor: 6_000n,
      },
      {
        contractId: 'C',
        parentContractId: 'A',
        tiers: [tier(100)],
        metrics: metrics(2_000n),
        basisMinor: 2_000n,
      },
    ];
    const lines = settleCascade(nodes, 5000);
    const a = lines.find((l) => l.contractId === 'A');
    expect(a).toMatchObject({ grossMinor: 300n, owedToDownlinesMinor: 200n, netMinor: 100n });
    expect(lines.find((l) => l.contractId === 'B')).toMatchObject({
      ratioBps: 300,
      grossMinor: 180n,
    });
    expect(lines.map((l) => l.contractId)).toEqual(['A', 'B', 'C']);
  });

  it('applies the platform maximum to a top-level contract', () => {
    const lines = settleCascade(
      [
        {
          contractId: 'A',
          parentContractId: null,
          tiers: [tier(900)],
          metrics: metrics(1000n),
          basisMinor: 1000n,
        },
      ],
      500,
    );
    expect(lines[0]?.ratioBps).toBe(500);
  });
});

/** A random member tree with bets, and contracts on some agents (each under its upline). */
const treeArb = fc
  .array(
    fc.tuple(
      fc.nat(),
      fc.bigInt({ min: 0n, max: 1_000_000n }),
      fc.boolean(),
      fc.integer({ min: 1, max: 3000 }),
    ),
    {
      minLength: 1,
      maxLength: 40,
    },
  )
  .map((rows) =>
    rows.map(([parent, stake, contracted, ratio], i) => ({
      id: i,
      // Member 0 is the merchant's top account; every other member hangs under an earlier one.
      parent: i === 0 ? null : parent % i,
      stakeMinor: stake,
      contracted: i > 0 && contracted,
      ratioBps: ratio,
    })),
  );

type Member = {
  id: number;
  parent: number | null;
  stakeMinor: bigint;
  contracted: boolean;
  ratioBps: number;
};

function teamTurnover(members: Member[], id: number): bigint {
  const self = members[id];
  if (!self) return 0n;
  return members
    .filter((m) => m.parent === id)
    .reduce((sum, m) => sum + teamTurnover(members, m.id), self.stakeMinor);
}

/** Contracts form a chain only where the upline itself holds one (or is the top account). */
function contractNodes(members: Member[]): CascadeNode[] {
  const has = (id: number | null): boolean => {
    const m = id === null ? undefined : members[id];
    return !!m && m.contracted && (m.parent === 0 || has(m.parent));
  };
  return members
    .filter((m) => has(m.id))
    .map((m) => ({
      contractId: String(m.id),
      parentContractId: m.parent === 0 ? null : String(m.parent),
      tiers: [tier(m.ratioBps)],
      metrics: metrics(teamTurnover(members, m.id)),
      basisMinor: teamTurnover(members, m.id),
    }));
}

describe('cascade properties over random trees and bets', () => {
  it('creates and loses no money, and no downline out-earns its upline', () => {
    fc.assert(
      fc.property(treeArb, (members) => {
        const lines = settleCascade(contractNodes(members), 3000);
        const byId = new Map(lines.map((l) => [l.contractId, l]));
        // Book every payment: the payer (merchant or upline) → the agent.
        const wallets = new Map<string, bigint>();
        const move = (from: string, to: string, amount: bigint) => {
          wallets.set(from, (wallets.get(from) ?? 0n) - amount);
          wallets.set(to, (wallets.get(to) ?? 0n) + amount);
        };
        for (const l of lines) move(l.parentContractId ?? 'merchant', l.contractId, l.grossMinor);
        const total = [...wallets.values()].reduce((a, b) => a + b, 0n);
        expect(total).toBe(0n);
        for (const l of lines) {
          expect(wallets.get(l.contractId) ?? 0n).toBe(l.netMinor);
          // Turnover of a team covers its sub-teams and ratios only fall downwards.
          expect(l.netMinor).toBeGreaterThanOrEqual(0n);
          const parent = l.parentContractId ? byId.get(l.parentContractId) : undefined;
          if (parent) expect(l.ratioBps).toBeLessThanOrEqual(parent.ratioBps);
        }
        const merchantOut = lines
          .filter((l) => l.parentContractId === null)
          .reduce((s, l) => s + l.grossMinor, 0n);
        expect(-(wallets.get('merchant') ?? 0n)).toBe(merchantOut);
        expect(lines.reduce((s, l) => s + l.netMinor, 0n)).toBe(merchantOut);
      }),
      { numRuns: 300 },
    );
  });

  it('carry-over never pays more over several periods than the summed positive basis', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: -10_000n, max: 10_000n }), { maxLength: 30 }),
        (periods) => {
          let carry = 0n;
          let paidBasis = 0n;
          for (const loss of periods) {
            const r = dividendBasis({
              periodLossMinor: loss,
              carryInMinor: carry,
              carryRule: 'accumulate',
            });
            expect(r.basisMinor).toBeGreaterThanOrEqual(0n);
            expect(r.carryOutMinor).toBeLessThanOrEqual(0n);
            carry = r.carryOutMinor;
            paidBasis += r.basisMinor;
          }
          // What was paid on plus what is still owed back equals the sum of all periods.
          const sum = periods.reduce((a, b) => a + b, 0n);
          expect(paidBasis + carry).toBe(sum);
        },
      ),
    );
  });
});
