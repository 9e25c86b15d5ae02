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
/** `json[]` and `jsonb[]`: written as JSON arrays of their elements' text, for the same reason. */
const JSON_ARRAY_TYPES: ReadonlySet<number> = new Set([199, 3807]);

/** `text[]`, whose oid pg's declarations do not list among the builtins. */
const TEXT_ARRAY: number = 1009;
/** pg's `text[]` parser: an array literal into its elements' text (NULL as null), nested. */
const parseTextArray = pg.types.getTypeParser(TEXT_ARRAY, 'text') as (text: string) => NestedText;
type NestedText = (string | null | NestedText)[];

function rawJsonArray(elements: NestedText): string {
  const items = elements.map((element) =>
    element === null ? 'null' : typeof element === 'string' ? element : rawJsonArray(element),
  );
  return `[${items.join(',')}]`;
}

/** How a column's text is written into the row's JSON. */
function valueWriter(dataTypeID: number): (text: string) => string {
  if (JSON_TYPES.has(dataTypeID)) return (text) => text;
  if (JSON_ARRAY_TYPES.has(dataTypeID)) return (text) => rawJsonArray(parseTextArray(text));
  // The simple query protocol answers in text.
  const parse = pg.types.getTypeParser(dataTypeID, 'text');
  return (text) => JSON.stringify(parse(text)) ?? 'null';
}

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
    return {
      index,
      prefix: `${position === 0 ? '{' : ','}${JSON.stringify(name)}:`,
      write: valueWriter(column.dataTypeID),
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
