import { storageErrors } from '../storage-error.js';

/** What storage-js's `list(path, options)` sends. */
export interface ListOptions {
  readonly prefix: string;
  readonly limit: number;
  readonly offset: number;
  readonly search: string;
  readonly sortColumn: SortColumn;
  readonly sortOrder: 'asc' | 'desc';
  /**
   * The dashboard's paging by name: the entries after this one, the last of the page before (a
   * folder's name with its trailing `/`), so a page costs its own entries wherever it is.
   * storage-js's route has no cursor and pages by offset only.
   */
  readonly cursor?: string;
}

export const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

const MAX_LIMIT = 1000;

/** The list options from a request body, as storage-api defaults them (100, 0, by name). */
export function listOptionsOf(body: Record<string, unknown>): ListOptions {
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = sortBy.column ?? 'name';
  const order = typeof sortBy.order === 'string' ? sortBy.order.toLowerCase() : 'asc';
  if (!SORT_COLUMNS.includes(column as SortColumn) || (order !== 'asc' && order !== 'desc')) {
    throw storageErrors.invalidRequest(
      'sortBy must name a column of name, updated_at, created_at, last_accessed_at and an order of asc or desc',
    );
  }
  const whole = (value: unknown, fallback: number) =>
    value === undefined
      ? fallback
      : Number.isSafeInteger(value) && (value as number) >= 0
        ? (value as number)
        : NaN;
  const limit = whole(body.limit, 100);
  const offset = whole(body.offset, 0);
  if (Number.isNaN(limit) || Number.isNaN(offset)) {
    throw storageErrors.invalidRequest('limit and offset must be whole numbers of at least 0');
  }
  const prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+|\/+$/g, '') : '';
  return {
    prefix: prefix === '' ? '' : `${prefix}/`,
    limit: Math.min(limit, MAX_LIMIT),
    offset,
    search: typeof body.search === 'string' ? body.search : '',
    sortColumn: column as SortColumn,
    sortOrder: order,
  };
}

/**
 * The dashboard listing's `cursor` (`ListOptions.cursor`) from its options: one entry's name,
 * with no `/` but a folder's trailing one, and only for a listing sorted by name.
 */
export function listCursorOf(options: Record<string, unknown>, list: ListOptions): ListOptions {
  const cursor = options.cursor;
  if (cursor === undefined) return list;
  if (typeof cursor !== 'string' || cursor === '' || cursor.slice(0, -1).includes('/')) {
    throw storageErrors.invalidRequest('cursor must be the name of one entry of the folder');
  }
  if (list.sortColumn !== 'name') {
    throw storageErrors.invalidRequest('cursor pages a listing sorted by name only');
  }
  return { ...list, cursor };
}
