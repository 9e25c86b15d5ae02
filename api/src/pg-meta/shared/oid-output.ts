/**
 * Where an oid selected by a catalogue query ends up: in a row pg reads (`'row'`) or inside JSON
 * that Postgres writes (`'json'`). Oids run to 2^32-1, past `int` (which wraps them into negative
 * numbers), so each place gets the type that answers them as numbers over their whole range: pg
 * reads the `oid` type as a number (a `bigint` column would arrive as a string), while inside JSON
 * `bigint` is a number (an `oid` would be a string).
 */
export type OidOutput = 'row' | 'json';

/** `expr`, an oid, as a number in `output`. */
export const oidAsNumber = (expr: string, output: OidOutput): string =>
  output === 'json' ? `${expr}::bigint` : expr;
