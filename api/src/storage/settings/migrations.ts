import type { ModuleMigration } from '../../module/index.js';
import { MAX_UPLOAD_LIMIT_BYTES } from '../upload-limits.js';

/**
 * The storage module's platform tables, in its own schema (`module_storage`): each project's
 * storage settings, one row once a limit is saved (none means the 50 MB default). The row goes
 * with its project.
 */
export const storageMigrations: readonly ModuleMigration[] = [
  {
    id: '001-project-settings',
    async up(client) {
      await client.query(`
        CREATE TABLE project_settings (
          project_id bigint PRIMARY KEY REFERENCES public.projects (id) ON DELETE CASCADE,
          file_size_limit bigint NOT NULL
            CHECK (file_size_limit > 0 AND file_size_limit <= ${MAX_UPLOAD_LIMIT_BYTES}),
          updated_at timestamptz NOT NULL DEFAULT now()
        )`);
    },
  },
];
