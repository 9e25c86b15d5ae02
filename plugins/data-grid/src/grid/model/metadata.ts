/** The shapes this grid reads from the metadata API (docs/api.md), limited to the fields it uses. */

export type EntityType = 'r' | 'v' | 'm' | 'f' | 'p';

/** `GET /platform/pg-meta/{ref}/entities/{id}`. */
export interface Entity {
  readonly id: number;
  readonly schema: string;
  readonly name: string;
  readonly type: EntityType;
  readonly comment: string | null;
  readonly rls_enabled: boolean;
}

/** `GET /platform/pg-meta/{ref}/columns?table_id={id}`. */
export interface ApiColumn {
  readonly id: string;
  readonly table_id: number;
  readonly schema: string;
  readonly table: string;
  readonly ordinal_position: number;
  readonly name: string;
  readonly default_value: string | null;
  readonly data_type: string;
  readonly format: string;
  readonly is_identity: boolean;
  readonly identity_generation: 'ALWAYS' | 'BY DEFAULT' | null;
  readonly is_generated: boolean;
  readonly is_nullable: boolean;
  readonly is_updatable: boolean;
  readonly enums: readonly string[];
  readonly comment: string | null;
}

export interface Relationship {
  readonly source_schema: string;
  readonly source_table_name: string;
  readonly source_column_name: string;
  readonly target_table_schema: string;
  readonly target_table_name: string;
  readonly target_column_name: string;
  readonly deletion_action: string;
}

/** `GET /platform/pg-meta/{ref}/tables/{id}`: only for tables. */
export interface TableDetail {
  readonly id: number;
  readonly primary_keys: readonly { readonly name: string }[];
  readonly relationships: readonly Relationship[];
}

/** `GET /platform/pg-meta/{ref}/entities?search=&schema=`: to resolve a foreign key's target id. */
export interface EntityList {
  readonly data: readonly Entity[];
}

export interface Role {
  readonly id: number;
  readonly name: string;
}
