/** Spec section 9's native types: offered by the functions screen, refused as an enum's name. */
export const NATIVE_TYPES = [
  'int2',
  'int4',
  'int8',
  'float4',
  'float8',
  'numeric',
  'json',
  'jsonb',
  'text',
  'varchar',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'bool',
  'vector',
] as const;

/** The words the screen and the API both refuse such a name with (spec section 5). */
export const NATIVE_TYPE_NAME = 'Name cannot be a native Postgres data type';

/**
 * Whether a new type's name is a native type's, whatever its case: a quoted `"Text"` is another
 * type to Postgres, but to a reader of a column list it is the native one.
 */
export const isNativeTypeName = (name: string) =>
  (NATIVE_TYPES as readonly string[]).includes(name.trim().toLowerCase());
