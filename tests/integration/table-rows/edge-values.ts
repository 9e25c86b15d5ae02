/**
 * One table with every column type the grid edits and the values that break a careless round
 * trip (issue 21): integers past 2^53, 30-digit numerics, NaN and infinities, json with duplicate
 * keys, jsonb numbers past 2^53, arrays, inet, interval, bytea, money, infinite dates and a
 * 40,000-character text. Shared by the API's round-trip test and the grid's in Chromium.
 */

/** The enum type the table's `mood` column uses; create it first (`{t}` is the table's name). */
export const edgeEnum = (name: string) => `CREATE TYPE public."${name}" AS ENUM ('sad', 'ok')`;

/** Column definitions; `id` is the key, `note` the field the tests change. */
export const edgeColumns = (enumName: string) => `
  id int PRIMARY KEY, note text,
  i2 int2, i4 int4, i8 int8, f4 float4, f8 float8, num numeric, price numeric(12,2),
  js json, jsb jsonb, ok boolean, vc varchar(20), ch char(5), long text,
  d date, t time, ttz timetz, ts timestamp, tstz timestamptz, span interval,
  raw bytea, cash money, addr inet, net cidr, uid uuid, mood public."${enumName}",
  ints int4[], bigs int8[], nums numeric[], floats float8[], texts text[], addrs inet[]`;

/** Row 1 every edge value, row 2 the other edges, row 3 all NULL. */
export const edgeRows = `
  INSERT INTO {t} VALUES
  (1, 'first', -32768, 2147483647, 9223372036854775807, 'NaN', '-Infinity',
   '123456789012345678901234567890', '-0.50',
   '{"b":1,  "a":2, "b":3}', '{"big": 12345678901234567890123}', true, 'a "q" \\ é',
   'ab', repeat('x', 40000),
   'infinity', '24:00:00', '23:59:59.999999+14', '-infinity', '2024-01-02 03:04:05.123456+00',
   '1 year 2 mons 3 days 04:05:06.789', '\\x00ff', '-92233720368547758.08', '10.0.1.1',
   '10.0.0.0/8', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', 'sad',
   '{{1,NULL},{3,4}}', '{9223372036854775807,9007199254740993}',
   '{1.50,123456789012345678901234567890}', '{NaN,Infinity,-0,1e-07}',
   '{"a,b","c\\"d",NULL,"NULL"}', '{10.0.1.1,::1,10.0.1.0/24}'),
  (2, 'second', 32767, -2147483648, -9007199254740993, '3.4028235e+38', '1e-07',
   'NaN', '0.10',
   '[1, 2.50, 12345678901234567890123, {"k":"v"}]', '{"n": 1790000000000000001, "s": "x"}',
   false, '', '     ', E'line\\nbreak\\ttab',
   '2024-02-29', '00:00:00', '00:00:00-12', '294276-12-31 23:59:59.999999', 'infinity',
   '-178000000 years', '\\x', '$1,234.56', '::ffff:10.0.0.1/96', '::/0',
   '00000000-0000-0000-0000-000000000000', 'ok',
   '{}', '{}', '{}', '{}', '{""}', '{}'),
  (3, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
   NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
   NULL, NULL)`;

/** Each column's text as Postgres prints it, by row id: what a round trip must leave alone. */
export const columnTexts = (table: string, columns: readonly string[]) =>
  `SELECT r.id AS row_id,
          ${columns.map((c) => `format('%s', r."${c}") AS "${c}", r."${c}" IS NULL AS "${c}?"`).join(', ')}
     FROM ${table} r ORDER BY r.id`;
