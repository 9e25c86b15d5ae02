import type { Queryable } from '../../db/queryable.js';
import { DEFAULT_UPLOAD_LIMIT_BYTES } from '../upload-limits.js';

/**
 * The project `ref`'s upload limit in bytes: its saved storage setting, or the 50 MB default.
 * Names its tables with their schemas, so it reads from any connection to the platform database.
 */
export async function readUploadLimit(platform: Queryable, ref: string): Promise<number> {
  const { rows } = await platform.query<{ file_size_limit: string }>(
    `SELECT s.file_size_limit::text AS file_size_limit
       FROM module_storage.project_settings s JOIN public.projects p ON p.id = s.project_id
      WHERE p.ref = $1`,
    [ref],
  );
  return rows[0] ? Number(rows[0].file_size_limit) : DEFAULT_UPLOAD_LIMIT_BYTES;
}

/** Saves the project `ref`'s upload limit; false when there is no such project. */
export async function saveUploadLimit(
  platform: Queryable,
  ref: string,
  fileSizeLimit: number,
): Promise<boolean> {
  const { rowCount } = await platform.query(
    `INSERT INTO module_storage.project_settings (project_id, file_size_limit)
     SELECT p.id, $2 FROM public.projects p WHERE p.ref = $1
     ON CONFLICT (project_id)
       DO UPDATE SET file_size_limit = EXCLUDED.file_size_limit, updated_at = now()`,
    [ref, fileSizeLimit],
  );
  return rowCount === 1;
}
