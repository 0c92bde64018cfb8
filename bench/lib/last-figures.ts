/**
 * The regression guard: each machine's last figures are kept in bench/.last-<host>.json
 * (committed, so the next session on the same machine compares with them). A ratio that falls
 * more than 20 % below the last one recorded for the same case fails the run.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ALLOWED_DROP = 0.2;

export interface Figure {
  name: string;
  ratio: number;
  lowerIsBetter?: boolean;
}

interface LastFigures {
  host: string;
  at: string;
  figures: Record<string, { ratio: number; lowerIsBetter?: boolean; at: string }>;
}

export function lastFiguresFile(dir = 'bench', host = os.hostname()): string {
  return path.join(dir, `.last-${host.replace(/[^\w.-]/g, '_')}.json`);
}

/** How good a ratio is, higher always better, so one threshold serves sizes and speeds. */
const goodness = (f: { ratio: number; lowerIsBetter?: boolean }) =>
  f.lowerIsBetter ? 1 / f.ratio : f.ratio;

export function findRegressions(last: LastFigures | null, figures: Figure[]): string[] {
  if (!last) return [];
  return figures.flatMap((f) => {
    const before = last.figures[f.name];
    if (!before || goodness(f) >= goodness(before) * (1 - ALLOWED_DROP)) return [];
    return [
      `${f.name}: ratio ${f.ratio.toFixed(2)}, was ${before.ratio.toFixed(2)} on ${before.at} ` +
        `(more than ${ALLOWED_DROP * 100} % worse)`,
    ];
  });
}

export function readLastFigures(file: string): LastFigures | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LastFigures) : null;
}

/** Records this run's figures over the last ones (cases not run this time are kept). */
export function recordFigures(file: string, last: LastFigures | null, figures: Figure[]): void {
  const at = new Date().toISOString();
  const next: LastFigures = { host: os.hostname(), at, figures: { ...last?.figures } };
  for (const f of figures) {
    next.figures[f.name] = {
      ratio: f.ratio,
      ...(f.lowerIsBetter ? { lowerIsBetter: true } : {}),
      at,
    };
  }
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
}
