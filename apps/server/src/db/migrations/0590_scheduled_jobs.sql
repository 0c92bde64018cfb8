-- Scheduled work (contract settlement, bonus expiry, points, missions…) shared by every API
-- process. One row per job: a process runs a job only while it holds the row's lease, taken
-- by a conditional UPDATE, so two processes never run the same job at once; a lease left by
-- a crashed process expires and another process takes the job over. The work itself is
-- idempotent (keys per period), so a rerun after a crash finishes it without repeating it.
CREATE TABLE scheduled_jobs (
  name              text PRIMARY KEY CHECK (name ~ '^[a-z0-9_.-]{2,64}$'),
  next_run_at       timestamptz NOT NULL DEFAULT now(),
  lease_owner       text,
  lease_until       timestamptz,
  runs              bigint NOT NULL DEFAULT 0,
  failures          bigint NOT NULL DEFAULT 0,
  last_started_at   timestamptz,
  last_finished_at  timestamptz,
  last_error        text
);
