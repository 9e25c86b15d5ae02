import { pgMetaKey } from '@atrium/core/plugin-api';

/**
 * Every SWR key of the table editor's definition data starts with this, so one call can refresh
 * the lists (entities, schemas, types, columns) after any change.
 */
export const EDITOR_KEY_PREFIX = 'data-grid:';

/** The grid's own caches of a table (grid/data) start with this. */
const GRID_KEY_PREFIX = 'grid:';

/**
 * Whether a cached key holds project `ref`'s data that a schema change can make stale: the
 * editor's lists, and the grid's view of the open table (a rename or an RLS change shows there at
 * once). Keys are matched as `usePgMetaQuery` stores them, under `pgMetaKey`.
 */
export const isEditorKeyOf = (ref: string) => {
  const prefixes = [pgMetaKey(ref, EDITOR_KEY_PREFIX), pgMetaKey(ref, GRID_KEY_PREFIX)];
  return (key: unknown) =>
    typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix));
};

export const editorKey = (...parts: readonly (string | number)[]) =>
  `${EDITOR_KEY_PREFIX}${parts.join('|')}`;
