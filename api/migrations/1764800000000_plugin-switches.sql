-- Up Migration
-- Plugins switched on and off at run time on /admin/plugins (docs/architecture/plugins.md). A row
-- is an Owner's choice and outranks `atrium.config.json` `plugins` and `ATRIUM_PLUGINS`, which
-- give the state of a plugin with no row. Every instance follows the notice
-- `atrium_plugin_switched`, sent with the plugin's id when a change commits.
CREATE TABLE plugin_switches (
  plugin_id text PRIMARY KEY CHECK (plugin_id ~ '^[a-z][a-z0-9-]{0,40}$'),
  enabled boolean NOT NULL,
  changed_by uuid,
  changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION notify_plugin_switched() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('atrium_plugin_switched', COALESCE(NEW.plugin_id, OLD.plugin_id));
  RETURN NULL;
END
$$;

CREATE TRIGGER plugin_switches_switched
  AFTER INSERT OR UPDATE OR DELETE ON plugin_switches
  FOR EACH ROW EXECUTE FUNCTION notify_plugin_switched();

-- Down Migration
DROP TRIGGER plugin_switches_switched ON plugin_switches;
DROP FUNCTION notify_plugin_switched();
DROP TABLE plugin_switches;
