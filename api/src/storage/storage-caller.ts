import type { Context } from 'hono';
import type pg from 'pg';
import type { Project } from '../projects/index.js';
import { asCaller, type ProjectApiEnv } from '../project-api/index.js';
import type { ProjectApiClaims, ProjectApiRole } from '../project-api/index.js';

/**
 * Who a storage operation runs for, whatever protocol brought it (storage-js, tus, S3): the
 * project, the Postgres role and claims its credentials carry, and `run`, which does metadata
 * work in one transaction as that role with `request.jwt.claims` set, so storage policies decide.
 */
export interface StorageCaller {
  readonly project: Project;
  readonly role: ProjectApiRole;
  readonly claims: ProjectApiClaims;
  run<T>(work: (client: pg.ClientBase) => Promise<T>): Promise<T>;
}

/** The caller a project-API request names (`verifyProjectKey` checked its key and JWT). */
export const callerOf = (c: Context<ProjectApiEnv>): StorageCaller => ({
  project: c.get('project'),
  role: c.get('role'),
  claims: c.get('claims'),
  run: (work) => asCaller(c, work),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `owner` (a uuid, or null) and `owner_id` (the `sub` as sent) a new row or bucket gets. */
export function ownerOf(caller: StorageCaller): { owner: string | null; ownerId: string | null } {
  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  return { owner: sub && UUID.test(sub) ? sub : null, ownerId: sub };
}
