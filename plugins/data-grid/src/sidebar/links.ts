/** The schema the editor shows when the URL names none. */
export const DEFAULT_SCHEMA = 'public';

/**
 * `/project/{ref}/editor[/{id}]?schema=...`: the schema stays in the URL, so a reload or a shared
 * link shows the same schema.
 */
export function editorHref(ref: string, schema: string, id?: number): string {
  const path = `/project/${encodeURIComponent(ref)}/editor${id === undefined ? '' : `/${id}`}`;
  return `${path}?${new URLSearchParams({ schema })}`;
}

/** The policies screen, filtered to one table. */
export function policiesHref(ref: string, schema: string, table: string): string {
  return `/project/${encodeURIComponent(ref)}/auth/policies?${new URLSearchParams({ schema, search: table })}`;
}
