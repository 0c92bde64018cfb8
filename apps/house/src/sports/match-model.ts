/**
 * The match model: each side's goals are Poisson(λ), independent, with λ from the two ratings
 * (home advantage in the bases). Pure arithmetic in IEEE-754 doubles, so the browser's
 * verifier recomputes exactly what the server did.
 */
export const HOME_BASE = 1.45;
export const AWAY_BASE = 1.15;
/** The inverse CDF stops here; P(more) is below 1e-12 for every λ the ratings give. */
export const MAX_GOALS = 20;

export interface Expected {
  home: number;
  away: number;
}

export function expectedGoals(homeRating: number, awayRating: number): Expected {
  return { home: (HOME_BASE * homeRating) / awayRating, away: (AWAY_BASE * awayRating) / homeRating };
}

/** P(X = 0..MAX_GOALS) for X ~ Poisson(λ), by the recurrence p(k) = p(k−1)·λ/k. */
export function poissonPmf(lambda: number): number[] {
  const pmf = [Math.exp(-lambda)];
  for (let k = 1; k <= MAX_GOALS; k++) pmf.push((pmf[k - 1] as number) * (lambda / k));
  return pmf;
}

/** The smallest k with u < P(X ≤ k): a uniform u in [0, 1) becomes a Poisson draw. */
export function poissonInverse(lambda: number, u: number): number {
  const pmf = poissonPmf(lambda);
  let cdf = 0;
  for (let k = 0; k < MAX_GOALS; k++) {
    cdf += pmf[k] as number;
    if (u < cdf) return k;
  }
  return MAX_GOALS;
}

export interface MarketProbabilities {
  home: number;
  draw: number;
  away: number;
  over: number;
  under: number;
}

/**
 * The model's probabilities of every selection. 1X2 sums the joint grid (the tail beyond
 * MAX_GOALS is below 1e-12 and is given to the away side so the three sum to one); Over/Under
 * 2.5 uses that the total of two independent Poissons is Poisson(λh + λa).
 */
export function marketProbabilities(expected: Expected): MarketProbabilities {
  const h = poissonPmf(expected.home);
  const a = poissonPmf(expected.away);
  let home = 0;
  let draw = 0;
  for (let i = 0; i <= MAX_GOALS; i++) {
    for (let j = 0; j <= MAX_GOALS; j++) {
      const p = (h[i] as number) * (a[j] as number);
      if (i > j) home += p;
      else if (i === j) draw += p;
    }
  }
  const total = poissonPmf(expected.home + expected.away);
  const under = (total[0] as number) + (total[1] as number) + (total[2] as number);
  return { home, draw, away: 1 - home - draw, over: 1 - under, under };
}
