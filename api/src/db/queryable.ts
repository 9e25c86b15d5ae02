import type pg from 'pg';

/**
 * Where one statement may run: a connection lent for a read, or a transaction's connection.
 * Readers take this, so the same reader serves a GET and a change's read-back.
 */
export type Queryable = Pick<pg.ClientBase, 'query'>;
