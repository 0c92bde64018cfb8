import { evaluateLine, evaluateSpin, type SlotDefinition } from './slot-engine';

/**
 * Theoretical return of a slot, exact, over the whole reel cycle (every combination of stops,
 * ∏ strip lengths of them, each equally likely).
 *
 * Why it can be computed without visiting 30^5 windows one by one: every payline takes one row
 * from each reel, and over a reel's cycle every row shows each symbol exactly as often as the
 * strip holds it. So the sum of one line's pays over the cycle is a sum over symbol tuples
 * weighted by the product of per-reel symbol counts — the same for every line. Scatters count a
 * reel's whole window; their per-reel distribution is counted stop by stop, and reels combine
 * by convolution. Expectation is linear, so RTP = (lineWeight + scatterWeight) / cycle, as an
 * exact fraction. `bruteForceCycle` visits every stop combination and must agree exactly.
 */
export interface RtpReport {
  /** Number of stop combinations in the reel cycle. */
  cycle: bigint;
  /** Σ over the cycle of one line's multiplier (bets per line). */
  lineWeight: bigint;
  /** Σ over the cycle of the scatter multiplier (total bets). */
  scatterWeight: bigint;
  /** RTP as a fraction: (lineWeight + scatterWeight) / cycle. */
  numerator: bigint;
  denominator: bigint;
}

export function exactRtp(def: SlotDefinition): RtpReport {
  const cycle = def.reels.reduce((n, strip) => n * BigInt(strip.length), 1n);
  const lineWeight = lineCycleWeight(def);
  const scatterWeight = scatterCycleWeight(def);
  return { cycle, lineWeight, scatterWeight, numerator: lineWeight + scatterWeight, denominator: cycle };
}

function symbolCounts(strip: readonly string[]): [string, bigint][] {
  const counts = new Map<string, bigint>();
  for (const s of strip) counts.set(s, (counts.get(s) ?? 0n) + 1n);
  return [...counts.entries()];
}

function lineCycleWeight(def: SlotDefinition): bigint {
  const perReel = def.reels.map(symbolCounts);
  let total = 0n;
  const tuple: string[] = [];
  const walk = (reel: number, weight: bigint) => {
    const choices = perReel[reel];
    if (!choices) {
      const win = evaluateLine(def, tuple);
      if (win) total += weight * BigInt(win.multiplier);
      return;
    }
    for (const [symbol, count] of choices) {
      tuple[reel] = symbol;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1n);
  return total;
}

function scatterCycleWeight(def: SlotDefinition): bigint {
  if (!def.scatter) return 0n;
  const symbol = def.scatter.symbol;
  // distribution[k] = number of stop combinations (so far) with k scatters in view.
  let distribution: bigint[] = [1n];
  for (const strip of def.reels) {
    const reelDist: bigint[] = [];
    for (let stop = 0; stop < strip.length; stop++) {
      let k = 0;
      for (let row = 0; row < def.rows; row++) if (strip[(stop + row) % strip.length] === symbol) k++;
      reelDist[k] = (reelDist[k] ?? 0n) + 1n;
    }
    const next: bigint[] = [];
    distribution.forEach((a, i) =>
      reelDist.forEach((b, j) => {
        next[i + j] = (next[i + j] ?? 0n) + a * (b ?? 0n);
      }),
    );
    distribution = next;
  }
  return distribution.reduce(
    (sum, ways, count) => sum + (ways ?? 0n) * BigInt(def.scatter?.pays[count] ?? 0),
    0n,
  );
}

/**
 * Visits every stop combination and adds up what it pays, in bets per line. Equals
 * `lines × (lineWeight + scatterWeight)` of `exactRtp`. Also counts winning spins.
 */
export function bruteForceCycle(def: SlotDefinition): { paid: bigint; hits: bigint; cycle: bigint } {
  const lines = def.lines.length;
  let paid = 0n;
  let hits = 0n;
  let cycle = 0n;
  const stops = def.reels.map(() => 0);
  const walk = (reel: number) => {
    const strip = def.reels[reel];
    if (!strip) {
      const r = evaluateSpin(def, stops);
      const win = r.lineMultiplier + r.scatterMultiplier * lines;
      paid += BigInt(win);
      if (win > 0) hits++;
      cycle++;
      return;
    }
    for (let s = 0; s < strip.length; s++) {
      stops[reel] = s;
      walk(reel + 1);
    }
  };
  walk(0);
  return { paid, hits, cycle };
}

/** A fraction as a percentage with `digits` decimals, rounded half up: 9612/10000 → "96.12". */
export function percent(numerator: bigint, denominator: bigint, digits = 2): string {
  const scale = 10n ** BigInt(digits);
  const scaled = (numerator * 100n * scale * 2n + denominator) / (denominator * 2n);
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(digits, '0');
  return digits > 0 ? `${whole}.${fraction}` : `${whole}`;
}
