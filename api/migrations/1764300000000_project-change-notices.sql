-- Up Migration
-- Every API instance keeps a connection pool per project it has served (api/src/projects/
-- registry.ts). When a project's status, database or ref changes, or it is deleted, on any
-- instance or by hand, the others must let go of theirs: this trigger sends the project's ref as
-- the notice `atrium_project_changed` when the change commits.

CREATE FUNCTION notify_project_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('atrium_project_changed', OLD.ref);
  RETURN NULL;
END
$$;

CREATE TRIGGER projects_project_changed
  AFTER DELETE OR UPDATE OF ref, status, connection_string_encrypted ON projects
  FOR EACH ROW EXECUTE FUNCTION notify_project_changed();

-- Down Migration
DROP TRIGGER projects_project_changed ON projects;
DROP FUNCTION notify_project_changed();
