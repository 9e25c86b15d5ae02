/** A table as the policies screen needs it (a subset of the metadata API's table). */
export interface TableSummary {
  readonly id: number;
  readonly name: string;
  readonly schema: string;
  readonly rls_enabled: boolean;
}

export interface SchemaSummary {
  readonly id: number;
  readonly name: string;
}

/** A database role (spec section 3), with what the role picker needs to hide system roles. */
export interface DatabaseRole {
  readonly id: number;
  readonly name: string;
  readonly is_superuser: boolean;
}
