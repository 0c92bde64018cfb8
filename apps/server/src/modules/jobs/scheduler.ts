/**
 * The scheduler every API process runs: each tick it looks at the jobs the modules declared
 * and runs those that are due, each under a lease row in `scheduled_jobs` (job-store.ts), so
 * with any number of processes a job runs in one of them at a time. A job must be idempotent
 * (its own keys per period or cursor): after a crash its lease expires and the next run
 * repeats the unfinished part without paying anything twice.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import { claimDueJob, ensureJobRow, finishJob } from './job-store';

export interface JobContext {
  db: Db;
  /** The scheduler's clock at the start of the run (a test clock may set it). */
  now: Date;
}

export interface JobDefinition {
  /** Lower case, digits, `.`, `_`, `-` (e.g. `contracts.realtime-salary`). */
  name: string;
  everyMs: number;
  /** Run on the clock's multiples of `everyMs` (every 5 minutes at :00, :05…) instead of
   *  `everyMs` after the previous run. */
  aligned?: boolean;
  /** How long a run may take before another process may take the job over (default 5 min). */
  leaseMs?: number;
  run(ctx: JobContext): Promise<void>;
}

export interface JobRunReport {
  name: string;
  ok: boolean;
  ms: number;
  error?: unknown;
}

export interface SchedulerOptions {
  db: Db;
  jobs: readonly JobDefinition[];
  clock?: () => Date;
  /** Called after every run (metrics, logs). */
  onRun?: (report: JobRunReport) => void;
}

const RETRY_AFTER_FAILURE_MS = 30_000;

export function nextRunAfter(job: JobDefinition, now: Date, failed: boolean): Date {
  if (failed) return new Date(now.getTime() + Math.min(job.everyMs, RETRY_AFTER_FAILURE_MS));
  if (!job.aligned) return new Date(now.getTime() + job.everyMs);
  return new Date((Math.floor(now.getTime() / job.everyMs) + 1) * job.everyMs);
}

export function createScheduler(options: SchedulerOptions) {
  const { db, jobs } = options;
  const clock = options.clock ?? (() => new Date());
  const owner = `${process.pid}-${randomUUID()}`;
  const byName = new Map(jobs.map((job) => [job.name, job]));
  if (byName.size !== jobs.length) throw new Error('two jobs share a name');
  let rowsReady: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<unknown> | null = null;

  const ensureRows = (now: Date) =>
    (rowsReady ??= (async () => {
      for (const job of jobs) await ensureJobRow(db, job.name, nextRunAfter(job, now, false));
    })().catch((error: unknown) => {
      rowsReady = null;
      throw error;
    }));

  async function runClaimed(job: JobDefinition, now: Date): Promise<JobRunReport> {
    const started = performance.now();
    let error: unknown = null;
    try {
      await job.run({ db, now });
    } catch (caught) {
      error = caught;
    }
    const failed = error !== null;
    const message = failed ? String((error as Error)?.stack ?? error).slice(0, 2000) : null;
    await finishJob(db, job.name, owner, clock(), nextRunAfter(job, now, failed), message);
    const report: JobRunReport = { name: job.name, ok: !failed, ms: performance.now() - started };
    if (failed) report.error = error;
    options.onRun?.(report);
    return report;
  }

  async function runIfClaimed(job: JobDefinition, now: Date, force: boolean) {
    const claimed = await claimDueJob(db, job.name, owner, now, job.leaseMs ?? 300_000, force);
    return claimed ? runClaimed(job, now) : null;
  }

  return {
    jobs,
    owner,
    /** Runs every due job once, one after the other; returns what ran. */
    async runDue(now: Date = clock()): Promise<JobRunReport[]> {
      await ensureRows(now);
      const reports: JobRunReport[] = [];
      for (const job of jobs) {
        const report = await runIfClaimed(job, now, false);
        if (report) reports.push(report);
      }
      return reports;
    },
    /** Runs one job now whatever its schedule (a test clock, an operator's "run now"); null
     *  when another process holds its lease. */
    async runNow(name: string, now: Date = clock()): Promise<JobRunReport | null> {
      const job = byName.get(name);
      if (!job) throw new Error(`no job named ${name}`);
      await ensureRows(now);
      return runIfClaimed(job, now, true);
    },
    start(tickMs = 1_000) {
      if (timer || jobs.length === 0) return;
      timer = setInterval(() => {
        if (ticking) return;
        ticking = this.runDue()
          .catch(() => undefined) // database away: the next tick tries again
          .finally(() => (ticking = null));
      }, tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await ticking;
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
