/**
 * The line-slot engine shared by every house slot: a 5-reel, 3-row window cut from reel strips,
 * left-to-right line wins with a substituting wild, and scatter wins anywhere in the window.
 * Pure and browser-safe: the round page replays a spin from its stops with this same code.
 *
 * Wins are integer multipliers: line pays in bets-per-line, scatter pays in total bets, so the
 * money of a spin is `lineMultiplier × betPerLine + scatterMultiplier × lines × betPerLine`.
 */
export interface SlotDefinition {
  code: string;
  /** Reel strips, top to bottom; the window shows `rows` consecutive symbols from the stop. */
  reels: readonly (readonly string[])[];
  rows: number;
  /** Each payline names a row (0 = top) on every reel. */
  lines: readonly (readonly number[])[];
  /** Multiplier of the bet per line for 1..5 of a kind (index 0 = one of a kind). */
  paytable: Readonly<Record<string, readonly number[]>>;
  wild?: string;
  /** Scatter multipliers of the total bet by count in the window (index = count). */
  scatter?: { symbol: string; pays: readonly number[] };
  /** Allowed bets per line, minor units. */
  betPerLineMinor: readonly bigint[];
}

export interface LineWin {
  line: number;
  symbol: string;
  count: number;
  multiplier: number;
}

export interface SpinResult {
  stops: number[];
  /** window[reel][row] */
  window: string[][];
  lineWins: LineWin[];
  scatterCount: number;
  scatterMultiplier: number;
  /** Sum of line multipliers (bets per line). */
  lineMultiplier: number;
}

export function windowAt(def: SlotDefinition, stops: readonly number[]): string[][] {
  return def.reels.map((strip, reel) => {
    const stop = stops[reel];
    if (stop === undefined || !Number.isInteger(stop) || stop < 0 || stop >= strip.length) {
      throw new RangeError(`stop ${String(stop)} is off reel ${reel}`);
    }
    return Array.from({ length: def.rows }, (_, row) => strip[(stop + row) % strip.length] as string);
  });
}

/** The win of one line of symbols (left to right), or null. The better of wild-run and symbol-run pays. */
export function evaluateLine(def: SlotDefinition, symbols: readonly string[]): Omit<LineWin, 'line'> | null {
  const scatter = def.scatter?.symbol;
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === def.wild) wildRun++;
  const target = symbols[wildRun];
  let best: Omit<LineWin, 'line'> | null = null;
  if (wildRun > 0 && def.wild !== undefined) {
    const m = pay(def, def.wild, wildRun);
    if (m > 0) best = { symbol: def.wild, count: wildRun, multiplier: m };
  }
  if (target !== undefined && target !== scatter) {
    let run = wildRun;
    while (run < symbols.length && (symbols[run] === target || symbols[run] === def.wild)) run++;
    const m = pay(def, target, run);
    if (m > 0 && (best === null || m > best.multiplier)) best = { symbol: target, count: run, multiplier: m };
  }
  return best;
}

function pay(def: SlotDefinition, symbol: string, count: number): number {
  return def.paytable[symbol]?.[count - 1] ?? 0;
}

export function evaluateSpin(def: SlotDefinition, stops: readonly number[]): SpinResult {
  const window = windowAt(def, stops);
  const lineWins: LineWin[] = [];
  def.lines.forEach((rows, index) => {
    const win = evaluateLine(def, rows.map((row, reel) => window[reel]?.[row] as string));
    if (win) lineWins.push({ line: index + 1, ...win });
  });
  const scatterCount = def.scatter
    ? window.reduce((n, col) => n + col.filter((s) => s === def.scatter?.symbol).length, 0)
    : 0;
  const scatterMultiplier = def.scatter?.pays[scatterCount] ?? 0;
  const lineMultiplier = lineWins.reduce((n, w) => n + w.multiplier, 0);
  return { stops: [...stops], window, lineWins, scatterCount, scatterMultiplier, lineMultiplier };
}

/** Picks a stop on every reel with `randomInt(n)` (uniform in [0, n)). */
export function randomStops(def: SlotDefinition, randomInt: (n: number) => number): number[] {
  return def.reels.map((strip) => randomInt(strip.length));
}

export function totalBetMinor(def: SlotDefinition, betPerLineMinor: bigint): bigint {
  return betPerLineMinor * BigInt(def.lines.length);
}

export function spinWinMinor(def: SlotDefinition, result: SpinResult, betPerLineMinor: bigint): bigint {
  return (
    BigInt(result.lineMultiplier) * betPerLineMinor +
    BigInt(result.scatterMultiplier) * totalBetMinor(def, betPerLineMinor)
  );
}
