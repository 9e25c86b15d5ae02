/**
 * Every SWR key of the table editor's definition data starts with this, so one call can refresh
 * the lists (entities, schemas, types, columns) after any change.
 */
export const EDITOR_KEY_PREFIX = 'data-grid:';

/** The grid's own caches of a table's definition (grid/data) start with this. */
const GRID_KEY_PREFIX = 'grid:';

/**
 * Whether a cached key holds definition data a schema change can make stale: the editor's lists,
 * and the grid's view of the open table (a rename or an RLS change shows there at once).
 */
export const isEditorKey = (key: unknown) =>
  typeof key === 'string' && (key.startsWith(EDITOR_KEY_PREFIX) || key.startsWith(GRID_KEY_PREFIX));

export const editorKey = (...parts: readonly (string | number)[]) =>
  `${EDITOR_KEY_PREFIX}${parts.join('|')}`;
