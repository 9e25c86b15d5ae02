import type { ModuleMigration } from '../define-module.js';

/**
 * The plugins module's platform table (`module_plugins.failures`): the failures browsers reported
 * of the plugins they ran, one row per plugin, place and message, counted, the newest
 * `KEPT_FAILURES` kept (`recordFailure` trims), so `/admin/plugins` shows them after a reload and
 * to the Owner who did not see them happen.
 */
export const pluginFailureMigrations: readonly ModuleMigration[] = [
  {
    id: '001-failures',
    async up(client) {
      await client.query(`
        CREATE TABLE failures (
          id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          plugin_id text NOT NULL,
          place text NOT NULL,
          message text NOT NULL,
          first_at timestamptz NOT NULL DEFAULT now(),
          last_at timestamptz NOT NULL DEFAULT now(),
          times integer NOT NULL DEFAULT 1,
          UNIQUE (plugin_id, place, message)
        )`);
      await client.query(`CREATE INDEX failures_newest ON failures (last_at DESC)`);
    },
  },
];
