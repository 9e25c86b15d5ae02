import type { Queryable } from '../../db/queryable.js';
import { findOne } from '../shared/find-one.js';
import { findPolicyByName, getPolicy, type Policy } from './sql.js';

/** A policy by oid, or 404. */
export const findPolicy = (db: Queryable, id: number): Promise<Policy> =>
  findOne<Policy>(db, getPolicy(id), `Policy with id ${id} not found`);

/** A policy by its table and name, or 404: what a create reads back. */
export const findNamedPolicy = (
  db: Queryable,
  policy: { schema: string; table: string; name: string },
) =>
  findOne<Policy>(
    db,
    findPolicyByName(policy.schema, policy.table, policy.name),
    `Policy ${policy.name} on ${policy.schema}.${policy.table} not found`,
  );
