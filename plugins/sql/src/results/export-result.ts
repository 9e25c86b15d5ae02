import type { ScriptColumn, ScriptRow } from '@atrium/common/sql-script';

/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180); NULL is empty. */
function csvField(value: string | null): string {
  if (value === null) return '';
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A result as CSV with a header row, the values as Postgres wrote them (as psql's `\copy` does). */
export function resultAsCsv(columns: readonly ScriptColumn[], rows: readonly ScriptRow[]): string {
  const lines = [columns.map((column) => csvField(column.name)).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** int2, int4, float4, float8 and oid: JSON numbers lose nothing of them. */
const NUMBER_TYPES = new Set([21, 23, 26, 700, 701]);
const BOOLEAN = 16;
/** json and jsonb: their text is JSON already. */
const JSON_TYPES = new Set([114, 3802]);

/** One value in JSON as `/query` answers it: numbers, booleans and JSON kept, the rest as text. */
function jsonValue(typeId: number, value: string | null): unknown {
  if (value === null) return null;
  if (NUMBER_TYPES.has(typeId)) {
    const number = Number(value);
    return Number.isFinite(number) ? number : value; // NaN and Infinity stay text
  }
  if (typeId === BOOLEAN) return value === 't';
  if (JSON_TYPES.has(typeId)) return JSON.parse(value) as unknown;
  return value; // int8 and numeric too: no digit is lost
}

/**
 * A result as a JSON array of objects, keyed by column name; a name seen twice gets its position
 * after it (`id`, `id_2`), so no value is lost.
 */
export function resultAsJson(columns: readonly ScriptColumn[], rows: readonly ScriptRow[]): string {
  const seen = new Map<string, number>();
  const keys = columns.map((column) => {
    const count = (seen.get(column.name) ?? 0) + 1;
    seen.set(column.name, count);
    return count === 1 ? column.name : `${column.name}_${count}`;
  });
  const objects = rows.map((row) =>
    Object.fromEntries(keys.map((key, i) => [key, jsonValue(columns[i]!.type_id, row[i] ?? null)])),
  );
  return JSON.stringify(objects, null, 2);
}
