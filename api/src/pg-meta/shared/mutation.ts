import type pg from 'pg';
import { assertSchemaWritable } from './system-schemas.js';

/**
 * What a mutating route does, in the order every one of them must do it. Routes describe the
 * steps; `ProjectDb.mutate` runs them, so the protected-schema rule and the transaction cannot be
 * left out of a new route. Every step is handed the transaction's client, and the handle routes
 * hold is no client at all: a step cannot read or write anywhere but inside the transaction.
 * Permissions stay on the route (`requires`, checked by an architecture test), content types on
 * the app's middleware, error mapping in `http/error-handler.ts`.
 */
export interface Mutation<Target, Changed, Result> {
  /** Finds what is changed (404 when missing) in the transaction; a create returns its body. */
  readonly find: (tx: pg.PoolClient) => Promise<Target> | Target;
  /**
   * Every schema the change writes into: where the object is and, for a create or a move, where
   * it goes. Each must be writable: a protected one is refused with 403 before anything runs.
   */
  readonly writes: (target: Target) => readonly (string | undefined)[];
  /** Any other rule the target must meet before anything runs (a protected role, ...). */
  readonly check?: (target: Target, tx: pg.PoolClient) => Promise<void> | void;
  /** The change itself, inside the transaction. */
  readonly change: (tx: pg.PoolClient, target: Target) => Promise<Changed>;
  /**
   * What the route answers, re-read in the same transaction after the change through the
   * resource's own reader (the one its GET uses), so a write answers in GET's shape; else the
   * change's own result.
   */
  readonly readBack?: (tx: pg.PoolClient, target: Target, changed: Changed) => Promise<Result>;
  /** The statement that opens the transaction: `BEGIN`, or one that also sets a LOCAL role. */
  readonly opening?: string;
}

/** The steps, in order, on the transaction's client. */
export async function runMutation<Target, Changed, Result>(
  tx: pg.PoolClient,
  mutation: Mutation<Target, Changed, Result>,
): Promise<Result> {
  const target = await mutation.find(tx);
  for (const schema of mutation.writes(target)) {
    if (schema !== undefined) assertSchemaWritable(schema);
  }
  await mutation.check?.(target, tx);
  const changed = await mutation.change(tx, target);
  return mutation.readBack
    ? mutation.readBack(tx, target, changed)
    : (changed as unknown as Result);
}
