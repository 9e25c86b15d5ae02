import type { Relation } from './relation.js';

/** A table as `loadRelation` would describe it, for the SQL builders' unit tests. */
export const people: Relation = {
  id: 42,
  schema: 'public',
  name: 'people',
  kind: 'r',
  columns: [
    { name: 'id', type: 'bigint', shape: 'text' },
    { name: 'name', type: 'text', shape: 'native' },
    { name: 'age', type: 'integer', shape: 'native' },
    { name: 'a:b', type: 'text', shape: 'native' },
    { name: 'tags', type: 'date[]', shape: 'text[]' },
  ],
  primaryKey: ['id'],
};

export const keyless: Relation = { ...people, name: 'log', primaryKey: [] };
