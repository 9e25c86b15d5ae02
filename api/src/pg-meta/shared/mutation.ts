import type pg from 'pg';
import type { Project } from '../../projects/registry.js';
import { withClient } from '../../db/with-client.js';
import { ApiError } from '../../http/api-error.js';
import { assertSchemaWritable } from './system-schemas.js';
import { transactionOn } from './transaction.js';

/**
 * What a mutating route does, in the order every one of them must do it. Routes describe the
 * steps; `mutate` runs them, so the protected-schema rule and the transaction cannot be left out
 * of a new route. Permissions stay on the route (`requires`, checked by an architecture test),
 * content types on the app's middleware, error mapping in `http/error-handler.ts`.
 */
export interface Mutation<Target, Changed, Result> {
  /** Finds what is changed (404 when missing) on the transaction's connection; a create returns its body. */
  readonly find: (client: pg.PoolClient) => Promise<Target> | Target;
  /**
   * Every schema the change writes into: where the object is and, for a create or a move, where
   * it goes. Each must be writable: a protected one is refused with 403 before anything runs.
   */
  readonly writes: (target: Target) => readonly (string | undefined)[];
  /** Any other rule the target must meet before anything runs (a protected role, ...). */
  readonly check?: (target: Target) => void;
  /** The change itself, inside the transaction. */
  readonly change: (client: pg.PoolClient, target: Target) => Promise<Changed>;
  /** What the route answers, read in the same transaction after the change; else the change's own result. */
  readonly readBack?: (client: pg.PoolClient, target: Target, changed: Changed) => Promise<Result>;
  /** The statement that opens the transaction: `BEGIN`, or one that also sets a LOCAL role. */
  readonly opening?: string;
}

/** What `mutate` needs of a route's context (`c`): the project's pool and the raw request. */
export interface RequestScope {
  get(key: 'project'): Project;
  readonly req: { readonly raw: Request };
}

/**
 * Runs a mutation in one transaction on the request's project: find, refuse protected schemas,
 * change, read back. When the client goes away (`c.req.raw.signal`) the running statement is
 * cancelled and the transaction rolls back, rather than finishing for nobody.
 */
export async function mutate<Target, Changed, Result = Changed>(
  c: RequestScope,
  mutation: Mutation<Target, Changed, Result>,
): Promise<Result> {
  const pool: pg.Pool = c.get('project').pool;
  // Our own refusals (403, 404, 400, 408) leave the connection sound once rolled back: handed
  // out of `withClient` as values, so it goes back to the pool (reset) instead of being destroyed.
  const outcome = await withClient(pool, c.req.raw.signal, async (connection) => {
    try {
      return {
        result: await transactionOn(
          connection,
          (client) => run(client, mutation),
          mutation.opening,
        ),
      };
    } catch (error) {
      if (error instanceof ApiError) return { refused: error };
      throw error;
    }
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.result;
}

/** The steps, in order, on the transaction's connection. */
async function run<Target, Changed, Result>(
  client: pg.PoolClient,
  mutation: Mutation<Target, Changed, Result>,
): Promise<Result> {
  const target = await mutation.find(client);
  for (const schema of mutation.writes(target)) {
    if (schema !== undefined) assertSchemaWritable(schema);
  }
  mutation.check?.(target);
  const changed = await mutation.change(client, target);
  return mutation.readBack
    ? mutation.readBack(client, target, changed)
    : (changed as unknown as Result);
}
