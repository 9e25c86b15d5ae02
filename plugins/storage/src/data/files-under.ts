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
  // Each page after the last entry read (the route's cursor), so a large folder's last page
  // costs what its first does.
  let cursor: string | undefined;
  for (;;) {
    const entries = listedEntries(
      await readJson(
        await api.list(bucketId, {
          path: folder,
          options: {
            limit: WALK_PAGE,
            offset: 0,
            ...(cursor === undefined ? {} : { cursor }),
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
    const last = entries.at(-1);
    if (!last || entries.length < WALK_PAGE) return found;
    cursor = last.id === null ? `${last.name}/` : last.name;
  }
}
