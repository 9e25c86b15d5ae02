-- Up Migration
-- Audit entries name what happened (`table.created`) and its target as it was called at the time
-- (`public.projects`, a member's email, a token's name), with details such as the kinds of the
-- statements a SQL run held, and the actor's email as it was. Entries from before keep every
-- column they had and have no action: they read as their HTTP line.
ALTER TABLE audit_log
  ADD COLUMN action text,
  ADD COLUMN target_name text,
  ADD COLUMN details jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN actor_email text;

CREATE INDEX audit_log_action_idx ON audit_log (action, at DESC, id DESC);

-- Down Migration
DROP INDEX audit_log_action_idx;
ALTER TABLE audit_log
  DROP COLUMN action,
  DROP COLUMN target_name,
  DROP COLUMN details,
  DROP COLUMN actor_email;
