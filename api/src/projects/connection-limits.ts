import pg from 'pg';
import { DEFAULT_PROJECT_REF } from '../platform/index.js';
import { projectRoleName } from './projects-server.js';

/**
 * Connections a project's role may hold unless `ATRIUM_PROJECT_CONNECTION_LIMIT` says: twice the
 * pool, since every pooled connection may need one more of the same role to cancel its statement
 * (`cancelBackend`) when it runs past the statement limit or its client goes away.
 */
export const defaultProjectConnectionLimit = (poolSize: number): number => 2 * poolSize;

/** The limit as SQL: a whole number, checked here because `CONNECTION LIMIT` takes no parameter. */
export function connectionLimitSql(limit: number): string {
  if (!Number.isSafeInteger(limit) || limit < 1) {
    throw new RangeError(`A connection limit is a whole number above 0, not ${limit}`);
  }
  return String(limit);
}

/**
 * Gives every created project's role the configured connection limit, on the projects server:
 * projects made before the limit existed, or under another setting, get it at start (hosted
 * mode). Roles that are gone (a project deleted by hand) are skipped.
 */
export async function limitProjectConnections(
  platform: pg.Pool,
  serverUrl: string,
  limit: number,
): Promise<void> {
  const { rows } = await platform.query<{ ref: string }>(
    `SELECT ref FROM projects WHERE ref <> $1 AND status = 'ACTIVE_HEALTHY' ORDER BY id`,
    [DEFAULT_PROJECT_REF],
  );
  if (rows.length === 0) return;
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  try {
    const { rows: roles } = await server.query<{ rolname: string }>(
      `SELECT rolname FROM pg_roles
        WHERE rolname = ANY ($1::text[]) AND rolconnlimit IS DISTINCT FROM $2`,
      [rows.map(({ ref }) => projectRoleName(ref)), limit],
    );
    for (const { rolname } of roles) {
      await server.query(
        `ALTER ROLE ${server.escapeIdentifier(rolname)} CONNECTION LIMIT ${connectionLimitSql(limit)}`,
      );
    }
  } finally {
    await server.end().catch(() => undefined);
  }
}
