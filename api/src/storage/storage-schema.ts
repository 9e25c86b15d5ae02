import { readFile } from 'node:fs/promises';
import type { ModuleProjectSchema } from '../module/index.js';

const STORAGE_SCHEMA_SQL = new URL('./storage-schema.sql', import.meta.url);

/**
 * The storage service's tables, triggers and policy helpers in every project's database
 * (`storage-schema.sql`), applied by the project's own role as every module's project schema is.
 */
export const storageProjectSchema: ModuleProjectSchema = {
  // 2: the index the listing walks (`objects_bucket_id_name_bytes`).
  version: 2,
  async apply(client) {
    await client.query(await readFile(STORAGE_SCHEMA_SQL, 'utf8'));
  },
};
