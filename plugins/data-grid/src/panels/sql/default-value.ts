export type DefaultFormat = 'literal' | 'expression';

/**
 * The spec's rule: a default value is an expression if it is CURRENT_DATE, wrapped in
 * parentheses, or a space-free call with parentheses (`now()`, `gen_random_uuid()`); anything
 * else is a literal value. The panels say which one a value is, and send that format; the API
 * checks expressions with Postgres's own parser.
 */
export function defaultFormatOf(value: string): DefaultFormat {
  const v = value.trim();
  if (/^current_date$/i.test(v)) return 'expression';
  if (v.startsWith('(') && v.endsWith(')')) return 'expression';
  if (!/\s/.test(v) && /^[^(]+\(.*\)$/.test(v)) return 'expression';
  return 'literal';
}
