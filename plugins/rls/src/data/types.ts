import type { Role, Schema, Table } from '@atrium/core/plugin-api';

/** What the policies screen reads of a table (the API's table type, narrowed to these fields). */
export type TableSummary = Pick<Table, 'id' | 'name' | 'schema' | 'rls_enabled'>;

export type SchemaSummary = Pick<Schema, 'id' | 'name'>;

/** A database role, with what the role picker needs to hide system roles. */
export type DatabaseRole = Pick<Role, 'id' | 'name' | 'is_superuser'>;
