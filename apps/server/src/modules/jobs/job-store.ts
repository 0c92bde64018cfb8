import type { Sql } from '../../db/db';

/** Makes sure a job has its row (first start of a process that knows it). */
export async function ensureJobRow(sql: Sql, name: string, firstRunAt: Date) {
  await sql.query(
    `INSERT INTO scheduled_jobs (name, next_run_at) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
    [name, firstRunAt],
  );
}

/**
 * Takes the job's lease when it is due and nobody holds a live lease. The UPDATE's row lock
 * serialises two processes: the second re-reads the row after the first commits, finds the
 * lease taken and updates nothing.
 */
export async function claimDueJob(
  sql: Sql,
  name: string,
  owner: string,
  now: Date,
  leaseMs: number,
  force = false,
): Promise<boolean> {
  const { rowCount } = await sql.query(
    `UPDATE scheduled_jobs
        SET lease_owner = $2, lease_until = $3::timestamptz + make_interval(secs => $4::double precision / 1000),
            last_started_at = $3
      WHERE name = $1
        AND ($5::boolean OR next_run_at <= $3)
        AND (lease_until IS NULL OR lease_until < $3)`,
    [name, owner, now, leaseMs, force],
  );
  return rowCount === 1;
}

export async function finishJob(
  sql: Sql,
  name: string,
  owner: string,
  finishedAt: Date,
  nextRunAt: Date,
  error: string | null,
) {
  await sql.query(
    `UPDATE scheduled_jobs
        SET lease_owner = NULL, lease_until = NULL, next_run_at = $4, last_finished_at = $3,
            runs = runs + 1, failures = failures + CASE WHEN $5::text IS NULL THEN 0 ELSE 1 END,
            last_error = $5
      WHERE name = $1 AND lease_owner = $2`,
    [name, owner, finishedAt, nextRunAt, error],
  );
}

export interface JobStatus {
  name: string;
  nextRunAt: Date;
  runs: bigint;
  failures: bigint;
  lastFinishedAt: Date | null;
  lastError: string | null;
}

export async function listJobStatus(sql: Sql): Promise<JobStatus[]> {
  const { rows } = await sql.query<{
    name: string;
    next_run_at: Date;
    runs: bigint;
    failures: bigint;
    last_finished_at: Date | null;
    last_error: string | null;
  }>(
    `SELECT name, next_run_at, runs, failures, last_finished_at, last_error FROM scheduled_jobs ORDER BY name`,
  );
  return rows.map((r) => ({
    name: r.name,
    nextRunAt: r.next_run_at,
    runs: r.runs,
    failures: r.failures,
    lastFinishedAt: r.last_finished_at,
    lastError: r.last_error,
  }));
}
