/**
 * Postgres's rules for names and literals, for the few places where a value cannot be a bound
 * parameter (identifiers, and statements such as SET that take no parameters). The API quotes its
 * SQL with these; the screens check names with the same rules before sending them.
 */

/** Postgres truncates identifiers longer than this many bytes (NAMEDATALEN - 1). */
export const MAX_IDENTIFIER_BYTES = 63;

export class InvalidIdentifierError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidIdentifierError';
  }
}

const utf8 = new TextEncoder();

/**
 * Why a name cannot be used as it is, or undefined when it can: Postgres would silently change it
 * (truncation past 63 bytes) or cannot store it (NUL, empty names).
 */
export function identifierProblem(name: string): string | undefined {
  if (name.trim().length === 0) return 'Name must not be empty';
  if (name.includes('\0')) return 'Name must not contain a NUL character';
  if (utf8.encode(name).length > MAX_IDENTIFIER_BYTES) {
    return `Name must be at most ${MAX_IDENTIFIER_BYTES} bytes long`;
  }
  return undefined;
}

/**
 * Quotes an identifier: wraps it in double quotes and doubles embedded ones. Refuses what
 * `identifierProblem` names, so the object created is always exactly the one named.
 */
export function quoteIdent(name: string): string {
  const problem = identifierProblem(name);
  if (problem) throw new InvalidIdentifierError(`${problem}: "${name}"`);
  return `"${name.replaceAll('"', '""')}"`;
}

/** `"schema"."name"`. */
export const qualifiedName = (schema: string, name: string) =>
  `${quoteIdent(schema)}.${quoteIdent(name)}`;

/**
 * Quotes a string literal. Uses the E'' form only when a backslash is present, so the result
 * means the same whatever `standard_conforming_strings` is set to.
 */
export function quoteLiteral(value: string): string {
  if (value.includes('\0')) {
    throw new InvalidIdentifierError('Value must not contain a NUL character');
  }
  const escaped = value.replaceAll("'", "''");
  return value.includes('\\') ? `E'${escaped.replaceAll('\\', '\\\\')}'` : `'${escaped}'`;
}
