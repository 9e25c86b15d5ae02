/** Relation kinds the sidebar lists (spec: 5 entity types, single-letter codes). */
export const ENTITY_TYPES = ['r', 'v', 'm', 'f', 'p'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const ENTITY_TYPE_LABELS: Record<EntityType, string> = {
  r: 'Table',
  v: 'View',
  m: 'Materialized view',
  f: 'Foreign table',
  p: 'Partitioned table',
};

export const ENTITY_SORTS = ['alphabetical', 'grouped-alphabetical'] as const;
export type EntitySort = (typeof ENTITY_SORTS)[number];

export const ENTITY_SORT_LABELS: Record<EntitySort, string> = {
  alphabetical: 'Alphabetical',
  'grouped-alphabetical': 'Entity Type',
};
