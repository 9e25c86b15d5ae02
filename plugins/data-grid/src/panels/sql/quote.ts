/**
 * Postgres's rules for names, for what the panels check before sending and for the enumerated
 * type names the type picker offers (`"schema"."name"`, as the column API accepts them). The API
 * quotes its own SQL (api/src/sql/quote.ts, which plugins may not import).
 */

/** Postgres truncates identifiers longer than this many bytes (NAMEDATALEN - 1). */
export const MAX_IDENTIFIER_BYTES = 63;

const utf8 = new TextEncoder();

/** Why a name cannot be used as it is, or undefined when it can. */
export function identifierProblem(name: string): string | undefined {
  if (name.trim().length === 0) return 'Name must not be empty';
  if (name.includes('\0')) return 'Name must not contain a NUL character';
  if (utf8.encode(name).length > MAX_IDENTIFIER_BYTES) {
    return `Name must be at most ${MAX_IDENTIFIER_BYTES} bytes long`;
  }
  return undefined;
}

/** Wraps a name in double quotes, doubling embedded ones; refuses what Postgres would change. */
export function quoteIdent(name: string): string {
  const problem = identifierProblem(name);
  if (problem) throw new Error(`${problem}: "${name}"`);
  return `"${name.replaceAll('"', '""')}"`;
}

/** `"schema"."name"`. */
export const qualifiedName = (schema: string, name: string) =>
  `${quoteIdent(schema)}.${quoteIdent(name)}`;
