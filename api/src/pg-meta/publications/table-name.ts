import { badRequest } from '../../http/api-error.js';

export interface QualifiedName {
  schema: string;
  name: string;
}

/** One part of a qualified name: `"a""b"` is `a"b`; an unquoted part is taken exactly as written. */
function unquote(part: string, whole: string): string {
  if (!part.startsWith('"')) {
    if (part.includes('"')) throw badRequest(`Invalid table name: ${whole}`, 'invalid_table_name');
    return part;
  }
  const inner = part.slice(1, -1);
  if (part.length < 2 || !part.endsWith('"') || inner.replaceAll('""', '').includes('"')) {
    throw badRequest(`Invalid table name: ${whole}`, 'invalid_table_name');
  }
  return part.slice(1, -1).replaceAll('""', '"');
}

/**
 * Splits `schema.name` on the first dot outside double quotes, so `"my.schema".t` and `s."a.b"`
 * work; `format('%I.%I')` output round-trips. A name without a schema is refused.
 */
export function parseTableName(qualified: string): QualifiedName {
  let quoted = false;
  for (let i = 0; i < qualified.length; i++) {
    const char = qualified[i];
    if (char === '"') quoted = !quoted;
    else if (char === '.' && !quoted) {
      const schema = unquote(qualified.slice(0, i), qualified);
      const name = unquote(qualified.slice(i + 1), qualified);
      if (schema && name) return { schema, name };
      break;
    }
  }
  throw badRequest(`Table must be given as schema.name: ${qualified}`, 'invalid_table_name');
}
