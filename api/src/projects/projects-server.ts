/**
 * Where hosted mode keeps project databases: one database per project, `project_<ref>`, owned by
 * a login role of the same name, on the projects server (`ATRIUM_PROJECTS_DATABASE_URL`, or the
 * default project's server). The ref is `[a-z0-9-]`, so the name needs no escaping, but it is
 * still always quoted as an identifier.
 */
export const projectDatabaseName = (ref: string): string => `project_${ref}`;

/** The project's own login role: the owner of its database, which its connections use. */
export const projectRoleName = projectDatabaseName;

/** The default projects server: the default project's server, through its `postgres` database. */
export const defaultProjectsServerUrl = (defaultProjectUrl: string): string =>
  databaseUrlOn(defaultProjectUrl, 'postgres');

/** The same server, role and options as `serverUrl`, on another database. */
export function databaseUrlOn(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/** The same server and options as `serverUrl`, as another role, on another database. */
export function projectUrlOn(
  serverUrl: string,
  login: { database: string; user: string; password: string },
): string {
  const url = new URL(databaseUrlOn(serverUrl, login.database));
  url.username = encodeURIComponent(login.user);
  url.password = encodeURIComponent(login.password);
  return url.toString();
}

/** `projectUrl`'s database and role, at the address (host, port, options) of `serverUrl`. */
export function movedTo(projectUrl: string, serverUrl: string): string {
  const project = new URL(projectUrl);
  return projectUrlOn(serverUrl, {
    database: decodeURIComponent(project.pathname.slice(1)),
    user: decodeURIComponent(project.username),
    password: decodeURIComponent(project.password),
  });
}
