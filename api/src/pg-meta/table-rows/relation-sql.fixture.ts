import type { Relation } from './relation-sql.js';

/** A table as `loadRelation` would describe it, for the SQL builders' unit tests. */
export const people: Relation = {
  id: 42,
  schema: 'public',
  name: 'people',
  kind: 'r',
  columns: [
    { name: 'id', type: 'bigint', shape: 'text', isArray: false },
    { name: 'name', type: 'text', shape: 'native', isArray: false },
    { name: 'age', type: 'integer', shape: 'native', isArray: false },
    { name: 'a:b', type: 'text', shape: 'native', isArray: false },
    { name: 'tags', type: 'date[]', shape: 'text[]', isArray: true },
  ],
  primaryKey: ['id'],
};

export const keyless: Relation = { ...people, name: 'log', primaryKey: [] };
