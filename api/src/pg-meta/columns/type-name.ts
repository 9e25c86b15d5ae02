import { badRequest } from '../../http/api-error.js';

const IDENT = String.raw`(?:[A-Za-z_][A-Za-z0-9_$]*|"(?:[^"\x00]|"")+")`;
const MULTI_WORD = String.raw`double precision|character varying|char varying|bit varying|national character(?: varying)?`;
const TYPMOD = String.raw`\(\s*\d+\s*(?:,\s*-?\d+\s*)?\)`;

/**
 * The type expressions a column may be given: a (schema-qualified) name or one of Postgres's
 * multi-word names, an optional typmod such as `(255)` or `(10,2)`, an optional time zone clause,
 * and array brackets. Nothing else can reach the DDL.
 */
const TYPE_NAME = new RegExp(
  String.raw`^(?:${MULTI_WORD}|(?:${IDENT}\.)?${IDENT})(?:${TYPMOD})?(?: with(?:out)? time zone)?(?:\[\d*\])*$`,
  'i',
);

/** Returns the type expression, trimmed, or refuses it with 400. */
export function typeName(type: string): string {
  const trimmed = type.trim();
  if (!TYPE_NAME.test(trimmed)) throw badRequest(`Invalid type name: ${type}`, 'invalid_type');
  return trimmed;
}

const INTEGER_TYPES = new Set(['smallint', 'integer', 'int', 'bigint', 'int2', 'int4', 'int8']);

/** Whether a type expression names a (non-array) integer type, the only ones identity allows. */
export function isIntegerType(type: string): boolean {
  const name = type
    .trim()
    .toLowerCase()
    .replace(/^"?pg_catalog"?\./, '')
    .replaceAll('"', '');
  return INTEGER_TYPES.has(name);
}
