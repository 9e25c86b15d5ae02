import type { SortColumn, SortOrder } from '../../data/objects-api.js';

/** Explorer preferences, kept per project (spec §3): the view and the sort. */
export interface ExplorerPreferences {
  readonly view: 'COLUMNS' | 'LIST';
  readonly sortBy: SortColumn;
  readonly sortByOrder: SortOrder;
}

export const defaultPreferences: ExplorerPreferences = {
  view: 'COLUMNS',
  sortBy: 'name',
  sortByOrder: 'asc',
};

const VIEWS = ['COLUMNS', 'LIST'] as const;
const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;
const ORDERS = ['asc', 'desc'] as const;

/** The `localStorage` key of a project's preferences. */
export const preferencesKey = (ref: string) => `atrium.storage.explorer.${ref}`;

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Stored preferences, each field checked; anything unreadable falls back to its default. */
export function parsePreferences(text: string | null): ExplorerPreferences {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // A value another version wrote, or hand-edited: the defaults stand.
  }
  return {
    view: oneOf(VIEWS, stored.view, defaultPreferences.view),
    sortBy: oneOf(SORT_COLUMNS, stored.sortBy, defaultPreferences.sortBy),
    sortByOrder: oneOf(ORDERS, stored.sortByOrder, defaultPreferences.sortByOrder),
  };
}
