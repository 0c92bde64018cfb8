import { Pool } from 'undici';

/** One HTTP call of a scheduled unit of work. */
export interface ScheduledCall {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ScheduledRun {
  /** Each call's latency: from when it was due to its whole answer (ms). */
  latenciesMs: number[];
  /** Units started (every one is finished before the run returns). */
  units: number;
  failures: number;
}

/**
 * Start times (ms from the run's start) of a Poisson process at `perSecond` units a second —
 * the schedule `pgbench -R` gives its transactions — from a seeded generator, so two runs
 * offer the same load.
 */
export function poissonStarts(perSecond: number, seconds: number, seed = 1): number[] {
  if (!(perSecond > 0) || !(seconds > 0)) return [];
  // mulberry32: small, fast and good enough for inter-arrival gaps.
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const starts: number[] = [];
  const meanGapMs = 1000 / perSecond;
  for (let at = -Math.log(1 - random()) * meanGapMs; at < seconds * 1000;) {
    starts.push(at);
    at += -Math.log(1 - random()) * meanGapMs;
  }
  return starts;
}

/**
 * An open-loop load: units of work started on a Poisson schedule whatever the answers are
 * doing, as players' rounds reach a vendor, over a pool of at most `connections` keep-alive
 * connections (a vendor's client). A unit's calls go one after another, each when the one
 * before it has answered (a win after its bet). A call's latency runs from when it was due —
 * the unit's start for its first call, the answer before it for the next — so a wait for a
 * free connection, or a client that fell behind its schedule, counts as the server's
 * slowness would (no coordinated omission). autocannon's rate option is not this: each of its
 * connections sends its quota back to back at the start of every second and then waits, so
 * its latencies are those of a burst at full speed.
 */
export async function driveScheduled(
  base: string,
  options: {
    perSecond: number;
    seconds: number;
    connections: number;
    unit: (index: number) => ScheduledCall[];
    /** Whether an answer is a success; a status other than 200 never is. */
    accept?: (body: string) => boolean;
    seed?: number;
  },
): Promise<ScheduledRun> {
  const pool = new Pool(base, { connections: options.connections, pipelining: 1 });
  const starts = poissonStarts(options.perSecond, options.seconds, options.seed);
  const latenciesMs: number[] = [];
  let failures = 0;

  const send = async (call: ScheduledCall, dueAt: number): Promise<boolean> => {
    let ok = false;
    try {
      const answer = await pool.request({
        method: call.method,
        path: call.path,
        headers: call.headers,
        body: call.body,
      });
      const body = await answer.body.text();
      ok = answer.statusCode === 200 && (options.accept?.(body) ?? true);
    } catch {
      ok = false;
    }
    latenciesMs.push(performance.now() - dueAt);
    if (!ok) failures += 1;
    return ok;
  };
  const runUnit = async (index: number, dueAt: number) => {
    let due = dueAt;
    for (const call of options.unit(index)) {
      if (!(await send(call, due))) return;
      due = performance.now();
    }
  };

  const t0 = performance.now();
  const running: Promise<void>[] = [];
  let next = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now() - t0;
      // Every unit due by now starts now, timed from when it was due.
      while (next < starts.length && starts[next]! <= now) {
        running.push(runUnit(next, t0 + starts[next]!));
        next += 1;
      }
      if (next >= starts.length) return done();
      setTimeout(tick, Math.max(0, starts[next]! - (performance.now() - t0)));
    };
    tick();
  });
  await Promise.all(running);
  await pool.close();
  return { latenciesMs, units: starts.length, failures };
}
