/** Type categories (spec section 9) that choose a cell's editor and its default width. */
export type ColumnCategory =
  'number' | 'json' | 'enum' | 'date' | 'time' | 'datetime' | 'boolean' | 'text';

const byFormat: Record<string, ColumnCategory> = {
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  json: 'json',
  jsonb: 'json',
  date: 'date',
  time: 'time',
  timetz: 'time',
  timestamp: 'datetime',
  timestamptz: 'datetime',
  bool: 'boolean',
};

/** Arrays are edited as JSON; enums are `USER-DEFINED` with labels. */
export function columnCategory(column: {
  readonly data_type: string;
  readonly format: string;
  readonly enums: readonly string[];
}): ColumnCategory {
  if (column.data_type === 'ARRAY') return 'json';
  if (column.data_type === 'USER-DEFINED' && column.enums.length > 0) return 'enum';
  return byFormat[column.format] ?? 'text';
}

/** What a date or time editor shows while empty (spec section 9). */
export function placeholderFor(format: string): string | undefined {
  switch (format) {
    case 'date':
      return 'yyyy-mm-dd';
    case 'time':
      return 'hh:mm:ss';
    case 'timetz':
      return 'hh:mm:ss+zz';
    case 'timestamp':
      return 'yyyy-mm-dd hh:mm:ss';
    case 'timestamptz':
      return 'yyyy-mm-dd hh:mm:ss+zz';
    default:
      return undefined;
  }
}
