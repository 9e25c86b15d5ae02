-- Up Migration
-- Hosted mode creates projects through the API: a project row exists from the moment it is asked
-- for (COMING_UP), before its database does, so its connection string is set only once the
-- database is created and bootstrapped. status_message says why a project failed to start.

ALTER TABLE projects
  ALTER COLUMN connection_string_encrypted DROP NOT NULL,
  ADD COLUMN status_message text,
  ADD CONSTRAINT projects_status_check
    CHECK (status IN ('COMING_UP', 'ACTIVE_HEALTHY', 'INIT_FAILED', 'RESTORING')),
  ADD CONSTRAINT projects_active_has_connection_check
    CHECK (status <> 'ACTIVE_HEALTHY' OR connection_string_encrypted IS NOT NULL);

CREATE INDEX projects_coming_up_idx ON projects (id) WHERE status = 'COMING_UP';

-- Down Migration
DROP INDEX projects_coming_up_idx;
DELETE FROM projects WHERE connection_string_encrypted IS NULL;
ALTER TABLE projects
  DROP CONSTRAINT projects_active_has_connection_check,
  DROP CONSTRAINT projects_status_check,
  DROP COLUMN status_message,
  ALTER COLUMN connection_string_encrypted SET NOT NULL;
