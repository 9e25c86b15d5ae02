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

/** A table editor entity as `GET /platform/pg-meta/{ref}/entities` returns it. */
export interface Entity {
  readonly id: number;
  readonly schema: string;
  readonly name: string;
  readonly type: EntityType;
  readonly comment: string | null;
  readonly rls_enabled: boolean;
  /** Views only: whether the view runs with its caller's rights; null for other kinds. */
  readonly security_invoker: boolean | null;
}

export const ENTITY_SORTS = ['alphabetical', 'grouped-alphabetical'] as const;
export type EntitySort = (typeof ENTITY_SORTS)[number];

export const ENTITY_SORT_LABELS: Record<EntitySort, string> = {
  alphabetical: 'Alphabetical',
  'grouped-alphabetical': 'Entity Type',
};

/** A schema as `GET /platform/pg-meta/{ref}/schemas` returns it. */
export interface Schema {
  readonly id: number;
  readonly name: string;
  readonly owner: string;
}
