import { objectKey } from '../object-key.js';
import { checkObjectName } from '../object-names.js';
import type { StorageCaller } from '../storage-caller.js';
import { storageErrors } from '../storage-error.js';
import type { StorageServices } from '../storage-services.js';
import { ZIP_MAX_BYTES, ZIP_MAX_ENTRIES } from './zip-format.js';
import { visibleFiles } from './sql.js';
import type { ZipSource } from './zip-stream.js';

/** What a zip download asks for: files, and folders (every file under them), of one bucket. */
export interface ZipRequest {
  readonly bucketId: string;
  readonly paths: readonly string[];
}

/** The most paths one request may name. */
const MAX_PATHS = 1000;

/** The request's `paths`, checked: a non-empty list of object names, folders without a slash. */
export function zipPathsOf(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_PATHS) {
    throw storageErrors.invalidRequest(`paths must be a list of 1 to ${MAX_PATHS} names`);
  }
  return value.map((path) => {
    if (typeof path !== 'string') throw storageErrors.invalidRequest('paths must be names');
    return checkObjectName(path.replace(/\/+$/, ''));
  });
}

/**
 * The files the caller may read under `paths`, listed in one transaction as the caller (so the
 * SELECT policies decide what is in the zip), each named in the zip by its path from the folder
 * its requested path is in ('docs' gives 'docs/a.txt'). Refused before a byte when a zip without
 * Zip64 could not hold them.
 */
export async function zipSources(
  services: StorageServices,
  caller: StorageCaller,
  { bucketId, paths }: ZipRequest,
): Promise<ZipSource[]> {
  const rows = await caller.run((client) => visibleFiles(client, bucketId, paths));
  const total = rows.reduce((sum, row) => sum + Number(row.size ?? 0) + 2 * row.name.length, 0);
  if (rows.length > ZIP_MAX_ENTRIES || total + rows.length * 128 > ZIP_MAX_BYTES) {
    throw storageErrors.invalidRequest(
      `A zip holds at most ${ZIP_MAX_ENTRIES} files and 4 GB: download fewer files at once`,
    );
  }
  const ref = caller.project.ref;
  return rows.map((row) => {
    const parent = row.path.lastIndexOf('/');
    return {
      name: parent < 0 ? row.name : row.name.slice(parent + 1),
      modified: row.updated_at,
      open: async () => {
        try {
          const { body } = await services.store.get(
            objectKey(ref, bucketId, row.name, row.version),
          );
          return body;
        } catch {
          // Removed since it was listed: the zip holds the files still there.
          return undefined;
        }
      },
    };
  });
}
