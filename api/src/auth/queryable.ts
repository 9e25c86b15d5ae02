import type pg from 'pg';

/** A pool or one of its clients (inside a transaction): whatever runs a query. */
export type Queryable = Pick<pg.ClientBase, 'query'>;
