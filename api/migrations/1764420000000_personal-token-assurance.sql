-- Up Migration
-- A personal access token keeps the assurance level of the session that made it, so a token made
-- before MFA enrolment stays aal1 and does not pass where the user's full level is needed.
-- Tokens made before this column existed are aal1: which level made them is not known, and
-- guessing high would let a pre-enrolment token through (their owners make new ones at aal2).
ALTER TABLE personal_access_tokens
  ADD COLUMN aal text NOT NULL DEFAULT 'aal1' CHECK (aal IN ('aal1', 'aal2'));
ALTER TABLE personal_access_tokens ALTER COLUMN aal DROP DEFAULT;

-- A level changed by hand must reach every instance's cache, as the other columns' changes do.
DROP TRIGGER personal_access_tokens_access_changed ON personal_access_tokens;
CREATE TRIGGER personal_access_tokens_access_changed
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, user_id, token_hash, expires_at, aal
  ON personal_access_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();

-- Down Migration
DROP TRIGGER personal_access_tokens_access_changed ON personal_access_tokens;
CREATE TRIGGER personal_access_tokens_access_changed
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, user_id, token_hash, expires_at
  ON personal_access_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
ALTER TABLE personal_access_tokens DROP COLUMN aal;
