import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pricedMatches } from './ensure-rounds';
import { deriveScore, uniformOf, verifyRound, commitmentOf, newSeed } from './derive-scores';
import { expectedGoals, marketProbabilities, poissonInverse, poissonPmf } from './match-model';
import { MARKETS, oddsOf, payoutOf, selectionWins } from './markets';
import { fixturesOf, slotOf, slotsFrom } from './round-schedule';
import { TEAMS } from './teams';

const SEED = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';

describe('the match model and its prices', () => {
  it('gives each market probabilities that sum to one, O/U from the Poisson total', () => {
    const p = marketProbabilities(expectedGoals(96, 71));
    expect(p.home + p.draw + p.away).toBeCloseTo(1, 14);
    expect(p.over + p.under).toBe(1);
    const mu = 1.45 * 96 / 71 + 1.15 * 71 / 96;
    expect(p.under).toBeCloseTo(Math.exp(-mu) * (1 + mu + (mu * mu) / 2), 14);
    expect(p.home).toBeGreaterThan(p.away);
  });

  it('prices every fixture so each market overrounds by exactly the margin, give or take the rounding down', () => {
    for (const marginBp of [0, 500, 800]) {
      for (let k = 0; k < 9; k++) {
        for (const m of pricedMatches(slotOf(k, 180_000), marginBp)) {
          const probs = marketProbabilities(expectedGoals(m.homeRating, m.awayRating));
          for (const selections of Object.values(MARKETS)) {
            // Unrounded prices: implied probabilities sum to exactly 1 + margin.
            const exact = selections.reduce((s, sel) => s + probs[sel] * (1 + marginBp / 10_000), 0);
            expect(exact).toBeCloseTo(1 + marginBp / 10_000, 12);
            // Stored thousandths are rounded down: the overround can only grow, by at most one
            // thousandth of odds per selection.
            const implied = selections.reduce((s, sel) => s + 1000 / Number(m.odds[sel]), 0);
            const slack = selections.reduce((s, sel) => s + 1000 / Number(m.odds[sel]) - 1000 / (Number(m.odds[sel]) + 1), 0);
            expect(implied - 1).toBeGreaterThanOrEqual(marginBp / 10_000 - 1e-12);
            expect(implied - 1).toBeLessThanOrEqual(marginBp / 10_000 + slack);
            for (const sel of selections) {
              expect(m.odds[sel]).toBe(BigInt(Math.floor(1000 / (probs[sel] * (1 + marginBp / 10_000)))));
              expect(m.odds[sel]).toBeGreaterThan(1000n);
            }
          }
        }
      }
    }
  });

  it('pays floor(stake × odds) and decides 1X2 and over/under from the score', () => {
    expect(payoutOf(1000n, 2150n)).toBe(2150n);
    expect(payoutOf(333n, 1999n)).toBe(665n);
    expect(selectionWins('1X2', 'home', { home: 2, away: 1 })).toBe(true);
    expect(selectionWins('1X2', 'draw', { home: 1, away: 1 })).toBe(true);
    expect(selectionWins('1X2', 'away', { home: 1, away: 1 })).toBe(false);
    expect(selectionWins('OU25', 'over', { home: 2, away: 1 })).toBe(true);
    expect(selectionWins('OU25', 'under', { home: 1, away: 1 })).toBe(true);
    expect(oddsOf({ home: 0.5, draw: 0.25, away: 0.25, over: 0.5, under: 0.5 }, 0)).toEqual({
      home: 2000n, draw: 4000n, away: 4000n, over: 2000n, under: 2000n,
    });
  });
});

describe('rounds on the clock', () => {
  it('schedules a round every interval with every club playing once', () => {
    const [open, next] = slotsFrom(new Date(Date.UTC(2026, 0, 15, 3, 0, 5)), 180_000, 1);
    expect(open).toMatchObject({ code: '20260115-0303', kickoffAt: new Date(Date.UTC(2026, 0, 15, 3, 3)) });
    expect(+open!.openAt).toBe(Date.UTC(2026, 0, 15, 3, 0));
    expect(next?.code).toBe('20260115-0306');
    for (let k = 0; k < 18; k++) {
      const clubs = fixturesOf(k).flatMap((f) => [f.home, f.away]);
      expect(new Set(clubs).size).toBe(TEAMS.length);
    }
    // Over a cycle of 9 rounds every pair meets once.
    const pairs = new Set(Array.from({ length: 9 }, (_, k) => fixturesOf(k).map((f) => [f.home, f.away].sort().join())).flat());
    expect(pairs.size).toBe(45);
  });
});

describe('commit-reveal scores', () => {
  it('draws u from the first 52 bits of HMAC-SHA256(seed, label), as published', async () => {
    const mac = createHmac('sha256', Buffer.from(SEED, 'hex')).update('20260115-0303:1:home').digest();
    const x = Number(mac.readBigUInt64BE(0) >> 12n);
    expect(await uniformOf(SEED, '20260115-0303:1:home')).toBe(x / 2 ** 52);
  });

  it('inverts the Poisson CDF', () => {
    const pmf = poissonPmf(1.5);
    expect(poissonInverse(1.5, 0)).toBe(0);
    expect(poissonInverse(1.5, pmf[0]! - 1e-12)).toBe(0);
    expect(poissonInverse(1.5, pmf[0]!)).toBe(1);
    expect(poissonInverse(1.5, pmf[0]! + pmf[1]! + 1e-12)).toBe(2);
    expect(poissonInverse(1.5, 0.999999999999)).toBeLessThanOrEqual(20);
  });

  it('makes goal counts whose frequencies follow the model', async () => {
    const counts = new Array<number>(21).fill(0);
    const n = 4000;
    for (let i = 0; i < n; i++) counts[poissonInverse(1.6, await uniformOf(SEED, `x:${i}`))]!++;
    const pmf = poissonPmf(1.6);
    for (let k = 0; k <= 3; k++) expect(Math.abs(counts[k]! / n - pmf[k]!)).toBeLessThan(0.03);
  });

  it('verifies an honest round and rejects a changed score or seed', async () => {
    const seed = newSeed();
    const code = '20260115-0303';
    const matches = await Promise.all(pricedMatches(slotOf(1, 180_000), 500).map(async (m) => ({
      ...m, score: await deriveScore(seed, code, m),
    })));
    const commitment = await commitmentOf(seed);
    expect(await verifyRound({ code, commitment, seed, matches })).toBe(true);
    const changed = matches.map((m, i) => (i === 0 ? { ...m, score: { ...m.score, home: m.score.home + 1 } } : m));
    expect(await verifyRound({ code, commitment, seed, matches: changed })).toBe(false);
    expect(await verifyRound({ code, commitment, seed: newSeed(), matches })).toBe(false);
  });
});
