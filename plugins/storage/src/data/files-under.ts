import { readJson } from '@atrium/core/plugin-api';
import { listedEntries } from './listed-entry.js';
import type { storageObjectsApi } from './objects-api.js';

type ObjectsClient = ReturnType<(typeof storageObjectsApi)['connect']>;

/** The list route's largest page. */
const WALK_PAGE = 1000;

/**
 * Every file under `folder` (its subfolders walked), as paths in the bucket: what deleting or
 * moving a folder acts on, since a folder is only the common prefix of its files.
 */
export async function filesUnder(
  api: ObjectsClient,
  bucketId: string,
  folder: string,
): Promise<string[]> {
  const found: string[] = [];
  for (let offset = 0; ; offset += WALK_PAGE) {
    const entries = listedEntries(
      await readJson(
        await api.list(bucketId, {
          path: folder,
          options: {
            limit: WALK_PAGE,
            offset,
            search: '',
            sortBy: { column: 'name', order: 'asc' },
          },
        }),
      ),
    );
    for (const entry of entries) {
      const path = `${folder}/${entry.name}`;
      if (entry.id === null) found.push(...(await filesUnder(api, bucketId, path)));
      else found.push(path);
    }
    if (entries.length < WALK_PAGE) return found;
  }
}
