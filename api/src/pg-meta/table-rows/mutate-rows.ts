import type pg from 'pg';
import { projectDb, type RequestScope } from '../shared/project-db.js';
import { loadRelation, type Relation } from './relation-sql.js';
import { impersonation } from './request-params.js';
import { sessionOpening } from './session-sql.js';

/**
 * A change to a table's rows, through the one mutation path every write route takes: the table
 * is found by id (404), its schema must be writable (403 for `pg_catalog`, `storage`, ...), and
 * the change runs in one transaction, as the impersonated role when the request names one, and
 * is cancelled when the client goes away.
 */
export const mutateRows = <Changed>(
  c: RequestScope,
  id: number,
  request: { role?: string; claims?: Record<string, unknown> },
  steps: { change: (client: pg.PoolClient, relation: Relation) => Promise<Changed> },
): Promise<Changed> =>
  projectDb(c).mutate({
    opening: sessionOpening(impersonation(request)),
    find: (client) => loadRelation(client, id),
    writes: (relation) => [relation.schema],
    change: steps.change,
  });
