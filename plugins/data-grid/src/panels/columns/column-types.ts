import type { EnumType } from '@atrium/core/plugin-api';
import { qualifiedName } from '@atrium/common/identifiers';

/** A type the picker offers: `id` is the SQL type name sent to the API or put into DDL. */
export interface ColumnTypeOption {
  readonly id: string;
  readonly label: string;
  readonly description: string;
}

/** Postgres's built-in types the editor offers, as hosted dashboards do. */
export const NATIVE_TYPES: readonly ColumnTypeOption[] = [
  { id: 'int2', label: 'int2', description: 'Signed two-byte integer' },
  { id: 'int4', label: 'int4', description: 'Signed four-byte integer' },
  { id: 'int8', label: 'int8', description: 'Signed eight-byte integer' },
  { id: 'float4', label: 'float4', description: 'Single precision floating-point number' },
  { id: 'float8', label: 'float8', description: 'Double precision floating-point number' },
  { id: 'numeric', label: 'numeric', description: 'Exact number of selectable precision' },
  { id: 'json', label: 'json', description: 'Textual JSON data' },
  { id: 'jsonb', label: 'jsonb', description: 'Binary JSON data, decomposed' },
  { id: 'text', label: 'text', description: 'Variable-length character string' },
  { id: 'varchar', label: 'varchar', description: 'Variable-length character string' },
  { id: 'uuid', label: 'uuid', description: 'Universally unique identifier' },
  { id: 'date', label: 'date', description: 'Calendar date (year, month, day)' },
  { id: 'time', label: 'time', description: 'Time of day (no time zone)' },
  { id: 'timetz', label: 'timetz', description: 'Time of day, including time zone' },
  { id: 'timestamp', label: 'timestamp', description: 'Date and time (no time zone)' },
  { id: 'timestamptz', label: 'timestamptz', description: 'Date and time, including time zone' },
  { id: 'bool', label: 'bool', description: 'Logical boolean (true/false)' },
  { id: 'bytea', label: 'bytea', description: 'Variable-length binary string' },
];

/**
 * The spec's recommendations: types Postgres advises against unless there is a specific need, and
 * what to use instead.
 */
export const RECOMMENDED_ALTERNATIVES: Readonly<Record<string, string>> = {
  varchar: 'text',
  json: 'jsonb',
  timetz: 'timestamptz',
  timestamp: 'timestamptz',
};

export const recommendedAlternative = (type: string): string | undefined =>
  Object.hasOwn(RECOMMENDED_ALTERNATIVES, type) ? RECOMMENDED_ALTERNATIVES[type] : undefined;

const NATIVE_IDS: ReadonlySet<string> = new Set(NATIVE_TYPES.map((t) => t.id));

/** The spec: identity applies only to integer types. */
const INTEGER_TYPES: ReadonlySet<string> = new Set(['int2', 'int4', 'int8']);

export const isIntegerType = (type: string) => INTEGER_TYPES.has(type);

export function enumTypeOption(type: EnumType): ColumnTypeOption {
  return {
    id: qualifiedName(type.schema, type.name),
    label: `${type.schema}.${type.name}`,
    description: type.enums.join(', '),
  };
}

/** `"schema"."name"` as enumTypeOption builds it: two quoted identifiers, nothing else. */
const QUALIFIED = /^"(?:[^"]|"")+"\."(?:[^"]|"")+"$/;

/** Whether a type id came from the picker (a built-in, or a quoted enum name), so DDL may hold it. */
export const isKnownTypeId = (id: string) => NATIVE_IDS.has(id) || QUALIFIED.test(id);
