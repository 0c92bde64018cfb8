/**
 * The regression guard. Each machine's last figures are kept in bench/history.json (committed,
 * so the next session on the same machine compares with them), keyed by a machine id made of the
 * host name, the CPU model and generation and the number of cores: a figure is only ever compared
 * with one taken on the same hardware. A ratio more than 20 % worse than the last one recorded
 * for the same case — and than the median of the ones recorded (barOf) — fails the run (run.ts:
 * non-zero exit, one `BENCH REGRESSION` line per figure).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

export const ALLOWED_DROP = 0.2;
/** Earlier figures kept per case and machine: the guard's median reads them with the last (barOf). */
const KEPT = 10;

/** An issue's target for a figure's own value: at most (`max`) or at least (`min`). */
export type Goal = { max: number } | { min: number };

export function goalMet(value: number, goal: Goal): boolean {
  return 'max' in goal ? value <= goal.max : value >= goal.min;
}

/** "≤ 50" or "≥ 95", as the run prints a goal. */
export function goalLabel(goal: Goal): string {
  return 'max' in goal ? `≤ ${goal.max}` : `≥ ${goal.min}`;
}

export interface Figure {
  name: string;
  ratio: number;
  lowerIsBetter?: boolean;
  /** With a goal the figure is held to it, not to its last ratio (findRegressions). */
  value?: number;
  goal?: Goal;
}

export interface RecordedFigure {
  ratio: number;
  lowerIsBetter?: boolean;
  at: string;
  /** Earlier ratios of the case on this machine, newest first. */
  earlier?: { ratio: number; at: string }[];
}

export interface MachineFigures {
  at: string;
  figures: Record<string, RecordedFigure>;
}

export interface History {
  machines: Record<string, MachineFigures>;
}

export const historyFile = 'bench/history.json';

/**
 * The CPU's family, model and stepping from /proc/cpuinfo ("6/207/2"), or null off Linux. Cloud
 * machines here all call themselves "vm" and many report their CPU only as "Intel(R) Xeon(R)
 * Processor": machines half as fast per core as others shared one key, and a session on one
 * saw its ratios "regress" by up to 40 % against another's (2026-11-30, docs/performance.md).
 * The model number tells CPU generations apart.
 */
export function cpuGeneration(cpuinfo: string | null = readCpuinfo()): string | null {
  if (!cpuinfo) return null;
  const field = (name: string) =>
    new RegExp(`^${name}\\s*:\\s*(\\S+)`, 'm').exec(cpuinfo)?.[1] ?? '?';
  const generation = [field('cpu family'), field('model'), field('stepping')];
  return generation.every((f) => f === '?') ? null : generation.join('/');
}

function readCpuinfo(): string | null {
  try {
    return readFileSync('/proc/cpuinfo', 'utf8');
  } catch {
    return null;
  }
}

/** "host / CPU model [family/model/stepping] / N cores": another machine's figures never compared. */
export function machineId(
  info: { hostname: string; cpus: { model: string }[]; generation?: string | null } = {
    hostname: os.hostname(),
    cpus: os.cpus(),
    generation: cpuGeneration(),
  },
): string {
  const model = info.cpus[0]?.model.trim().replace(/\s+/g, ' ') ?? 'unknown CPU';
  const generation = info.generation ? ` [${info.generation}]` : '';
  return `${info.hostname} / ${model}${generation} / ${info.cpus.length} cores`;
}

/** How good a ratio is, higher always better, so one threshold serves sizes and speeds. */
const goodness = (f: { ratio: number; lowerIsBetter?: boolean }) =>
  f.lowerIsBetter ? 1 / f.ratio : f.ratio;

/** The middle of the values (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The goodness a new figure is held to: the last recorded one's, unless the median of the case's
 * recorded figures on this machine (the last and the earlier ones) is lower. One lucky run must
 * not raise the bar past what the machine usually gives: the seamless case moved between 0.40×
 * and 0.51× within an hour on one machine, and held to its best run the next ordinary run
 * "regressed" (docs/performance.md, 2026-11-30 afternoon). A real fall lands below both.
 */
function barOf(before: RecordedFigure): { goodness: number; median: number; count: number } {
  const ratios = [before.ratio, ...(before.earlier ?? []).map((e) => e.ratio)];
  const mid = median(
    ratios.map((ratio) => goodness({ ratio, lowerIsBetter: before.lowerIsBetter })),
  );
  return { goodness: Math.min(goodness(before), mid), median: mid, count: ratios.length };
}

/**
 * One line per figure more than ALLOWED_DROP worse than the last one on the same machine and
 * than the median of the ones recorded there (barOf), or short of its own goal.
 */
export function findRegressions(last: MachineFigures | undefined, figures: Figure[]): string[] {
  return figures.flatMap((f) => {
    // A figure with its own goal (a p99 or p95 in ms) is held to that goal. Its ratio's baseline
    // moves too much for a 20 % bar: pgbench's p99 under a throttled load was 15–219 ms within
    // one afternoon on one machine, an indexed SELECT's p95 0.3–1 ms (docs/performance.md).
    if (f.goal && f.value !== undefined) {
      if (goalMet(f.value, f.goal)) return [];
      return [`${f.name}: ${f.value.toFixed(0)}, goal ${goalLabel(f.goal)} not met`];
    }
    if (!last) return [];
    const before = last.figures[f.name];
    if (!before || !Number.isFinite(f.ratio) || !(before.ratio > 0)) return [];
    const bar = barOf(before);
    if (goodness(f) >= bar.goodness * (1 - ALLOWED_DROP)) return [];
    const change = (goodness(f) / bar.goodness - 1) * 100;
    const medianRatio = before.lowerIsBetter ? 1 / bar.median : bar.median;
    const ofRecorded = bar.count > 1 ? `, median ${medianRatio.toFixed(3)} of ${bar.count}` : '';
    return [
      `${f.name}: ratio ${f.ratio.toFixed(3)}, last ${before.ratio.toFixed(3)} on ${before.at}` +
        `${ofRecorded} (${change.toFixed(0)} %, more than ${ALLOWED_DROP * 100} % worse` +
        `${f.lowerIsBetter ? '; lower is better' : ''})`,
    ];
  });
}

export function readHistory(file = historyFile): History {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as History) : { machines: {} };
}

/** This run's figures over the machine's last ones (cases not run this time are kept). */
export function withFigures(
  history: History,
  machine: string,
  figures: Figure[],
  at = new Date(),
): History {
  const when = at.toISOString();
  const last = history.machines[machine];
  const next: MachineFigures = { at: when, figures: { ...last?.figures } };
  for (const f of figures) {
    if (!Number.isFinite(f.ratio)) continue;
    const before = last?.figures[f.name];
    const earlier = before
      ? [{ ratio: before.ratio, at: before.at }, ...(before.earlier ?? [])].slice(0, KEPT)
      : [];
    next.figures[f.name] = {
      ratio: f.ratio,
      ...(f.lowerIsBetter ? { lowerIsBetter: true } : {}),
      at: when,
      ...(earlier.length > 0 ? { earlier } : {}),
    };
  }
  return { machines: { ...history.machines, [machine]: next } };
}

export function writeHistory(history: History, file = historyFile): void {
  writeFileSync(file, `${JSON.stringify(history, null, 2)}\n`);
}

/**
 * The run's verdict: with a regression (and no BENCH_ACCEPT) it fails with one line per figure
 * and records nothing; otherwise the figures become the machine's last ones.
 */
export function regressionGuard(options: {
  history: History;
  machine: string;
  figures: Figure[];
  accept: boolean;
  at?: Date;
}): { failed: boolean; lines: string[]; history: History | null } {
  const found = findRegressions(options.history.machines[options.machine], options.figures);
  if (found.length > 0 && !options.accept) {
    return {
      failed: true,
      lines: [
        `BENCH FAILED: ${found.length} figure(s) more than ${ALLOWED_DROP * 100} % worse than the ` +
          `last recorded for "${options.machine}" in ${historyFile}, or short of their own goal ` +
          `(BENCH_ACCEPT=1 records them anyway)`,
        ...found.map((line) => `BENCH REGRESSION ${line}`),
      ],
      history: null,
    };
  }
  return {
    failed: false,
    lines: [`figures recorded for "${options.machine}" in ${historyFile}`],
    history: withFigures(options.history, options.machine, options.figures, options.at),
  };
}
