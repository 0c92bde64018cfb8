import type { JobRunReport } from '../jobs/scheduler';
import { jobDuration, jobRuns } from './metrics';

/** The scheduler's onRun: counts each run of a job in this process, and how long it took. */
export function countJobRun(report: JobRunReport): void {
  jobRuns.inc({ job: report.name, outcome: report.ok ? 'ok' : 'failed' });
  jobDuration.observe({ job: report.name }, report.ms / 1000);
}
