-- Up Migration
-- Every API instance remembers, between requests, who a token stands for and which role a member
-- holds (api/src/auth/access-cache.ts). It may only do so while it hears of every change to those
-- facts, from any instance or made by hand: these triggers send the notice `atrium_access_changed`
-- (delivered when the changing transaction commits; several changes in one transaction are one
-- notice). Columns that say nothing about access (a session's `refreshed_at`, a token's
-- `last_used_at`, a user's `last_sign_in_at`) are left out, or every request would clear the caches.

CREATE FUNCTION notify_access_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('atrium_access_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER users_access_changed
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, email ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
CREATE TRIGGER sessions_access_changed
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, user_id, aal, amr ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
CREATE TRIGGER mfa_factors_access_changed
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON mfa_factors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
CREATE TRIGGER personal_access_tokens_access_changed
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, user_id, token_hash, expires_at
  ON personal_access_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
CREATE TRIGGER organization_members_access_changed
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON organization_members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
CREATE TRIGGER organizations_access_changed
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, slug ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
CREATE TRIGGER projects_access_changed
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, ref, organization_id ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();

-- Down Migration
DROP TRIGGER projects_access_changed ON projects;
DROP TRIGGER organizations_access_changed ON organizations;
DROP TRIGGER organization_members_access_changed ON organization_members;
DROP TRIGGER personal_access_tokens_access_changed ON personal_access_tokens;
DROP TRIGGER mfa_factors_access_changed ON mfa_factors;
DROP TRIGGER sessions_access_changed ON sessions;
DROP TRIGGER users_access_changed ON users;
DROP FUNCTION notify_access_changed();
