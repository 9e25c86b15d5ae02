-- Up Migration
-- Every run of a server module's job, one row per job and period. The primary key is what makes
-- a global job run once per period across instances: the instance whose row goes in runs it.
CREATE TABLE module_job_runs (
  module text NOT NULL,
  job text NOT NULL,
  period_start timestamptz NOT NULL,
  instance text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  finished_at timestamptz,
  outcome text CHECK (outcome IN ('succeeded', 'failed', 'timed_out', 'stopped')),
  PRIMARY KEY (module, job, period_start)
);

-- Down Migration
DROP TABLE module_job_runs;
