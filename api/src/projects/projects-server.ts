/**
 * Where hosted mode keeps project databases: one database per project, `project_<ref>`, on the
 * projects server (`ATRIUM_PROJECTS_DATABASE_URL`, or the default project's server). The ref is
 * `[a-z0-9-]`, so the name needs no escaping, but it is still always quoted as an identifier.
 */
export const projectDatabaseName = (ref: string): string => `project_${ref}`;

/** The default projects server: the default project's server, through its `postgres` database. */
export const defaultProjectsServerUrl = (defaultProjectUrl: string): string =>
  databaseUrlOn(defaultProjectUrl, 'postgres');

/** The same server, role and options as `serverUrl`, on another database. */
export function databaseUrlOn(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}
