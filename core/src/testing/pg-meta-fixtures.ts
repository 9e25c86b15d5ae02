import type {
  Column,
  Entity,
  EnumType,
  Policy,
  Role,
  Schema,
  Table,
} from '../plugin-api/api-types.js';

/**
 * Whole objects as the metadata API answers them (typed by its routes), for stubs: a test names
 * only the fields it is about, and the rest are plausible defaults.
 */

export const aSchema = (fields: Partial<Schema> = {}): Schema => ({
  id: 1,
  name: 'public',
  owner: 'postgres',
  is_protected: false,
  ...fields,
});

export const anEntity = (fields: Partial<Entity> = {}): Entity => ({
  id: 7,
  schema: 'public',
  name: 'pets',
  type: 'r',
  comment: null,
  rls_enabled: false,
  security_invoker: null,
  ...fields,
});

export const aTable = (fields: Partial<Table> = {}): Table => ({
  id: 7,
  schema: 'public',
  name: 'pets',
  comment: null,
  rls_enabled: false,
  rls_forced: false,
  replica_identity: 'DEFAULT',
  live_rows_estimate: 0,
  dead_rows_estimate: 0,
  size: '8192 bytes',
  bytes: 8192,
  primary_keys: [],
  relationships: [],
  ...fields,
});

/** A primary key entry of `aTable`, on column `name` of table 7. */
export const aPrimaryKey = (name: string, table: Partial<Table> = {}) => ({
  schema: table.schema ?? 'public',
  table_name: table.name ?? 'pets',
  name,
  table_id: table.id ?? 7,
});

/** A column of table 7 at `position` (1-based), of type `format`. */
export const aColumn = (
  name: string,
  format: string,
  position: number,
  fields: Partial<Column> = {},
): Column => ({
  id: `${fields.table_id ?? 7}.${position}`,
  table_id: 7,
  schema: 'public',
  table: 'pets',
  ordinal_position: position,
  name,
  default_value: null,
  data_type: format,
  format,
  is_identity: false,
  identity_generation: null,
  is_generated: false,
  is_nullable: true,
  is_updatable: true,
  is_unique: false,
  enums: [],
  check: null,
  comment: null,
  ...fields,
});

export const aPolicy = (fields: Partial<Policy> = {}): Policy => ({
  id: 1,
  name: 'policy 1',
  schema: 'public',
  table: 'todos',
  table_id: 1,
  action: 'PERMISSIVE',
  roles: ['public'],
  command: 'SELECT',
  definition: 'true',
  check: null,
  ...fields,
});

export const aRole = (fields: Partial<Role> = {}): Role => ({
  id: 1,
  name: 'anon',
  is_superuser: false,
  can_create_db: false,
  can_create_role: false,
  inherit_role: true,
  can_login: false,
  is_replication_role: false,
  can_bypass_rls: false,
  active_connections: 0,
  connection_limit: -1,
  max_connections: 100,
  valid_until: null,
  config: {},
  is_protected: false,
  ...fields,
});

export const anEnumType = (fields: Partial<EnumType> = {}): EnumType => ({
  id: 1,
  schema: 'public',
  name: 'mood',
  enums: ['happy', 'sad'],
  comment: null,
  ...fields,
});
