import { describe, expect, it } from 'vitest';
import {
  cpuGeneration,
  findRegressions,
  machineId,
  regressionGuard,
  withFigures,
  type History,
} from './last-figures';

const THIS = 'vm / AMD EPYC / 2 cores';
const at = new Date('2026-11-29T13:00:00Z');

function history(figures: Record<string, { ratio: number; lowerIsBetter?: boolean }>): History {
  const recorded = Object.fromEntries(
    Object.entries(figures).map(([name, f]) => [name, { ...f, at: '2026-11-29T12:00:00.000Z' }]),
  );
  return { machines: { [THIS]: { at: '2026-11-29T12:00:00.000Z', figures: recorded } } };
}

describe('the bench regression guard', () => {
  it('names a machine by host, CPU model and cores', () => {
    const cpu = { model: '  AMD   EPYC 7B13 ' };
    expect(machineId({ hostname: 'vm', cpus: [cpu, cpu] })).toBe('vm / AMD EPYC 7B13 / 2 cores');
    expect(machineId({ hostname: 'vm', cpus: [cpu, cpu, cpu, cpu] })).not.toBe(
      machineId({ hostname: 'vm', cpus: [cpu, cpu] }),
    );
  });

  it('tells CPU generations apart that report the same model name', () => {
    const cpuinfo = (model: number) =>
      `processor\t: 0\nvendor_id\t: GenuineIntel\ncpu family\t: 6\nmodel\t\t: ${model}\n` +
      `model name\t: Intel(R) Xeon(R) Processor\nstepping\t: 2\n\nprocessor\t: 1\nmodel\t\t: ${model}\n`;
    expect(cpuGeneration(cpuinfo(207))).toBe('6/207/2');
    expect(cpuGeneration('')).toBeNull();
    expect(cpuGeneration(null)).toBeNull();
    const cpu = { model: 'Intel(R) Xeon(R) Processor' };
    const on = (generation: string | null) =>
      machineId({ hostname: 'vm', cpus: [cpu, cpu], generation });
    expect(on(cpuGeneration(cpuinfo(207)))).toBe(
      'vm / Intel(R) Xeon(R) Processor [6/207/2] / 2 cores',
    );
    expect(on(cpuGeneration(cpuinfo(143)))).not.toBe(on(cpuGeneration(cpuinfo(207))));
    expect(on(null)).toBe('vm / Intel(R) Xeon(R) Processor / 2 cores');
  });

  it('fails a ratio more than 20 % below the last one, and only that', () => {
    const last = history({ search: { ratio: 0.2 }, wallet: { ratio: 0.5 } }).machines[THIS];
    expect(findRegressions(last, [{ name: 'search', ratio: 0.161 }])).toEqual([]);
    expect(findRegressions(last, [{ name: 'search', ratio: 0.1601 }])).toEqual([]);
    const lines = findRegressions(last, [
      { name: 'search', ratio: 0.159 },
      { name: 'wallet', ratio: 0.9 },
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^search: ratio 0\.159, last 0\.200 .*-2\d %, more than 20 % worse/);
  });

  it('holds a figure to the median of the recorded ones when the last was a lucky run', () => {
    const recorded = (ratio: number, earlier: number[], lowerIsBetter?: boolean) => ({
      at: '2026-11-29T12:00:00.000Z',
      figures: {
        wallet: {
          ratio,
          ...(lowerIsBetter ? { lowerIsBetter } : {}),
          at: '2026-11-29T12:00:00.000Z',
          earlier: earlier.map((r) => ({ ratio: r, at: '2026-11-29T11:00:00.000Z' })),
        },
      },
    });
    // Last 0.53, usually ~0.42: 0.40 is within the machine's spread, 0.30 is a fall.
    const lucky = recorded(0.53, [0.41, 0.42, 0.44]);
    expect(findRegressions(lucky, [{ name: 'wallet', ratio: 0.4 }])).toEqual([]);
    const lines = findRegressions(lucky, [{ name: 'wallet', ratio: 0.3 }]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/last 0\.530 .*, median 0\.430 of 4 \(-30 %/);
    // A last figure below the median stays the bar: the bar never rises above the last run.
    expect(findRegressions(recorded(0.4, [0.5, 0.5]), [{ name: 'wallet', ratio: 0.33 }])).toEqual(
      [],
    );
    expect(
      findRegressions(recorded(0.4, [0.5, 0.5]), [{ name: 'wallet', ratio: 0.31 }]),
    ).toHaveLength(1);
    // Lower is better: last 10 ms after usually 20 ms; 22 ms passes, 26 ms fails.
    const quick = recorded(10, [20, 19, 21], true);
    expect(findRegressions(quick, [{ name: 'wallet', ratio: 22, lowerIsBetter: true }])).toEqual(
      [],
    );
    expect(
      findRegressions(quick, [{ name: 'wallet', ratio: 26, lowerIsBetter: true }]),
    ).toHaveLength(1);
  });

  it('holds a figure with its own goal to that goal, whatever its ratio did', () => {
    const last = history({ p99: { ratio: 0.1, lowerIsBetter: true } }).machines[THIS];
    const p99 = (value: number, ratio: number) => ({
      name: 'p99',
      ratio,
      lowerIsBetter: true,
      value,
      goal: { max: 50 },
    });
    // The baseline's p99 fell from 219 to 16 ms: the ratio is ten times "worse", the goal met.
    expect(findRegressions(last, [p99(24, 1.5)])).toEqual([]);
    expect(findRegressions(last, [p99(51, 0.2)])).toEqual(['p99: 51, goal ≤ 50 not met']);
    // Also on a machine with nothing recorded yet, and for an at-least goal.
    expect(findRegressions(undefined, [p99(60, 1)])).toHaveLength(1);
    expect(
      findRegressions(undefined, [{ name: 'score', ratio: 1, value: 94, goal: { min: 95 } }]),
    ).toEqual(['score: 94, goal ≥ 95 not met']);
  });

  it('reads a lower-is-better figure the other way round', () => {
    const last = history({ p99: { ratio: 1, lowerIsBetter: true } }).machines[THIS];
    expect(findRegressions(last, [{ name: 'p99', ratio: 1.2, lowerIsBetter: true }])).toEqual([]);
    expect(findRegressions(last, [{ name: 'p99', ratio: 0.5, lowerIsBetter: true }])).toEqual([]);
    expect(findRegressions(last, [{ name: 'p99', ratio: 1.3, lowerIsBetter: true }])).toHaveLength(
      1,
    );
  });

  it('compares only with figures of the same machine, and ignores new cases', () => {
    const h = history({ search: { ratio: 0.2 } });
    expect(
      regressionGuard({
        history: h,
        machine: 'other / Xeon / 8 cores',
        figures: [{ name: 'search', ratio: 0.01 }],
        accept: false,
      }).failed,
    ).toBe(false);
    expect(findRegressions(h.machines[THIS], [{ name: 'new case', ratio: 0.001 }])).toEqual([]);
  });

  it('fails loudly and records nothing on a regression; BENCH_ACCEPT records it', () => {
    const h = history({ search: { ratio: 0.2 } });
    const failed = regressionGuard({
      history: h,
      machine: THIS,
      figures: [{ name: 'search', ratio: 0.1 }],
      accept: false,
      at,
    });
    expect(failed.failed).toBe(true);
    expect(failed.history).toBeNull();
    expect(failed.lines[0]).toMatch(/^BENCH FAILED: 1 figure/);
    expect(failed.lines[1]).toMatch(/^BENCH REGRESSION search: ratio 0\.100/);

    const accepted = regressionGuard({
      history: h,
      machine: THIS,
      figures: [{ name: 'search', ratio: 0.1 }],
      accept: true,
      at,
    });
    expect(accepted.failed).toBe(false);
    expect(accepted.history?.machines[THIS]?.figures.search).toEqual({
      ratio: 0.1,
      at: at.toISOString(),
      earlier: [{ ratio: 0.2, at: '2026-11-29T12:00:00.000Z' }],
    });
  });

  it('keeps the other cases and machines when it records a run', () => {
    const h: History = {
      machines: {
        ...history({ search: { ratio: 0.2 }, wallet: { ratio: 0.5 } }).machines,
        'other / Xeon / 8 cores': { at: 'x', figures: { search: { ratio: 0.9, at: 'x' } } },
      },
    };
    const next = withFigures(h, THIS, [{ name: 'search', ratio: 0.3 }], at);
    expect(next.machines[THIS]?.figures.wallet?.ratio).toBe(0.5);
    expect(next.machines[THIS]?.figures.search?.ratio).toBe(0.3);
    expect(next.machines['other / Xeon / 8 cores']).toEqual(h.machines['other / Xeon / 8 cores']);
    // The next run compares with the figure just recorded, and the median of it and the earlier
    // one (0.25): 0.19 is more than 20 % below both, while it is not below 0.2's bar of 0.16.
    expect(findRegressions(next.machines[THIS], [{ name: 'search', ratio: 0.19 }])).toHaveLength(1);
    expect(findRegressions(h.machines[THIS], [{ name: 'search', ratio: 0.19 }])).toEqual([]);
  });
});
