import type { ModuleMigration } from '../../module/index.js';

/**
 * The SQL history's platform table, in its own schema (`module_sql_history`): one row per run of
 * the SQL editor, per user and project, the newest 500 of each kept (`recordRun` trims). A row
 * goes with its project and with its user.
 */
export const sqlHistoryMigrations: readonly ModuleMigration[] = [
  {
    id: '001-runs',
    async up(client) {
      await client.query(`
        CREATE TABLE runs (
          id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          project_id bigint NOT NULL REFERENCES public.projects (id) ON DELETE CASCADE,
          user_id uuid NOT NULL REFERENCES public.users (id) ON DELETE CASCADE,
          sql text NOT NULL,
          ran_at timestamptz NOT NULL DEFAULT now(),
          duration_ms integer NOT NULL CHECK (duration_ms >= 0),
          status text NOT NULL CHECK (status IN ('ok', 'error', 'cancelled')),
          error text,
          row_count bigint
        )`);
      // Every read and the trim walk one user's runs in one project, newest first.
      await client.query(`CREATE INDEX runs_by_owner ON runs (project_id, user_id, id DESC)`);
    },
  },
];
