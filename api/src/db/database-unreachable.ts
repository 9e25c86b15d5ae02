/**
 * A pooled connection could not be opened: the server is down or refused it (wrong password,
 * too many connections for the role, no such database or role). The client cannot fix any of
 * these by changing its request, and Postgres's own words name roles, databases and hosts: it is
 * answered 503 with a safe message, the cause kept for the server log only.
 */
export class DatabaseUnreachableError extends Error {
  constructor(cause: unknown) {
    super(`Could not connect to the database: ${describe(cause)}`, { cause });
    this.name = 'DatabaseUnreachableError';
  }
}

const describe = (cause: unknown) => {
  const { code, message } = (cause ?? {}) as { code?: unknown; message?: unknown };
  return `${typeof message === 'string' ? message : String(cause)}${typeof code === 'string' ? ` (${code})` : ''}`;
};
