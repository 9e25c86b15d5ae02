import pg from 'pg';

/** A column as Postgres describes it in a result (pg's `FieldDef`). */
type Column = Pick<pg.FieldDef, 'name' | 'dataTypeID'>;

/** Writes one row, given as Postgres's text for each column (null for NULL), as a JSON object. */
export type RowWriter = (values: readonly (string | null)[]) => string;

/**
 * `json` and `jsonb`: their text output is already JSON (`json` keeps its stored text, which
 * Postgres checked on the way in), so it is written as is. Parsing it into JavaScript would round
 * numbers past 2^53 and drop duplicate keys.
 */
const JSON_TYPES: ReadonlySet<number> = new Set([114, 3802]);

/**
 * The JSON writer for rows of `columns`. Every other type is written exactly as `JSON.stringify`
 * writes the object pg makes of the row (pg's own type parsers: int8 and numeric stay strings), and
 * a name given twice keeps its first place and its last value, as on pg's row object.
 */
export function rowWriter(columns: readonly Column[]): RowWriter {
  const lastIndex = new Map<string, number>();
  columns.forEach((column, index) => lastIndex.set(column.name, index));
  // An object's own key order (whole-number names first), as JSON.stringify walks pg's row.
  const names = Object.keys(Object.fromEntries(columns.map((column) => [column.name, null])));
  const parts = names.map((name, position) => {
    const index = lastIndex.get(name)!;
    const column = columns[index]!;
    const raw = JSON_TYPES.has(column.dataTypeID);
    // The simple query protocol answers in text.
    const parse = pg.types.getTypeParser(column.dataTypeID, 'text');
    return {
      index,
      prefix: `${position === 0 ? '{' : ','}${JSON.stringify(name)}:`,
      write: raw ? (text: string) => text : (text: string) => JSON.stringify(parse(text)) ?? 'null',
    };
  });
  return (values) => {
    if (parts.length === 0) return '{}';
    let json = '';
    for (const { index, prefix, write } of parts) {
      const text = values[index];
      json += prefix + (text === null || text === undefined ? 'null' : write(text));
    }
    return `${json}}`;
  };
}
