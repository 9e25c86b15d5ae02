/**
 * Quoting by Postgres's own rules, for the few places where a value cannot be a bound parameter
 * (identifiers, and statements such as SET that take no parameters).
 */

/** Postgres truncates identifiers longer than this many bytes (NAMEDATALEN - 1). */
export const MAX_IDENTIFIER_BYTES = 63;

export class InvalidIdentifierError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidIdentifierError';
  }
}

/**
 * Quotes an identifier: wraps it in double quotes and doubles embedded ones. Rejects what Postgres
 * would silently change (truncation past 63 bytes) or cannot store (NUL, empty names), so the
 * object created is always exactly the one named.
 */
export function quoteIdent(name: string): string {
  if (name.length === 0 || name.trim().length === 0) {
    throw new InvalidIdentifierError('Name must not be empty');
  }
  if (name.includes('\0')) {
    throw new InvalidIdentifierError('Name must not contain a NUL character');
  }
  if (Buffer.byteLength(name, 'utf8') > MAX_IDENTIFIER_BYTES) {
    throw new InvalidIdentifierError(
      `Name must be at most ${MAX_IDENTIFIER_BYTES} bytes long: "${name}"`,
    );
  }
  return `"${name.replaceAll('"', '""')}"`;
}

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
