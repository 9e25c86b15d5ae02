/**
 * fast-check generators of hostile SQL identifiers, and the oracle that says which of them the API
 * must accept. The oracle is written from the identifier rules (api/src/sql/quote.ts and Postgres's
 * NAMEDATALEN), not imported from the API, so a change in the API cannot quietly change the test.
 */
import { Buffer } from 'node:buffer';
import fc from 'fast-check';

/** Postgres keeps at most this many bytes of an identifier (NAMEDATALEN - 1). */
export const MAX_IDENTIFIER_BYTES = 63;

export const byteLength = (name: string) => Buffer.byteLength(name, 'utf8');
export const hexOf = (name: string) => Buffer.from(name, 'utf8').toString('hex');

/** Why a name must be refused with 400, or undefined when it must create exactly that object. */
export type IdentifierProblem = 'empty' | 'nul' | 'too_long';

export function identifierProblem(name: string): IdentifierProblem | undefined {
  if (name.trim().length === 0) return 'empty';
  if (name.includes('\0')) return 'nul';
  if (byteLength(name) > MAX_IDENTIFIER_BYTES) return 'too_long';
  return undefined;
}

/** What the 400's message must say for each problem, beyond naming the culprit. */
export const PROBLEM_MESSAGE: Record<IdentifierProblem, RegExp> = {
  empty: /name/i,
  nul: /NUL/,
  too_long: /63 bytes/,
};

/** Characters and sequences that end or escape a quoted identifier, string or comment. */
export const SQL_METACHARACTERS = [
  '"',
  '""',
  "'",
  "''",
  ';',
  '--',
  '/*',
  '*/',
  '$$',
  '$tag$',
  '$1',
  '\\',
  '\\\\',
  "\\'",
  '\\"',
  '%',
  '%I',
  '%s',
  '_',
  '(',
  ')',
  ',',
  '.',
  '::',
  '`',
  '[',
  ']',
  '&',
  '|',
  '?',
] as const;

/** ASCII and Unicode whitespace, which `String.prototype.trim` strips. */
export const WHITESPACE = [' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u3000'] as const;

/** Whole injection attempts and keywords; `canary` is the table each sandbox must keep. */
export const SQL_FRAGMENTS = [
  'DROP TABLE',
  'SELECT',
  'select',
  'DROP TABLE canary',
  '"; DROP TABLE canary; --',
  '"); DROP TABLE canary; --',
  "'; DROP TABLE canary; --",
  '$$; DROP TABLE canary; $$',
  '\\"; DROP TABLE canary; --',
  '*/ DROP TABLE canary; /*',
  '" CASCADE; --',
  'OR 1=1',
  'NULL',
  'public',
  'pg_catalog',
  'CREATE ROLE x SUPERUSER',
  'SELECT pg_sleep(5)',
] as const;

/** Accented (2 bytes), CJK (3 bytes), emoji and astral letters (4 bytes), and oddities. */
export const UNICODE = [
  'é',
  'ñ',
  'Ü',
  'ß',
  'ø',
  'İ',
  'e\u0301',
  '中',
  '文',
  '表',
  'テ',
  '한',
  '😀',
  '🐘',
  '🔥',
  '𝔘',
  '👩‍💻',
  '🇫🇷',
  '\u200b',
  '\u202e',
  '\ufeff',
  'Ω',
  'ﬁ',
] as const;

/** One piece of a hostile name. */
export const hostilePiece: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SQL_METACHARACTERS) },
  { weight: 2, arbitrary: fc.constantFrom(...WHITESPACE) },
  { weight: 3, arbitrary: fc.constantFrom(...UNICODE) },
  { weight: 2, arbitrary: fc.constantFrom(...SQL_FRAGMENTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 6 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }) },
);

/** Fillers for reaching a byte length: 1, 2, 3 and 4 bytes a character. */
const FILLERS = ['a', 'é', '中', '😀'] as const;

/**
 * Pads `core` to exactly `targetBytes` bytes (or, when a multi-byte filler would straddle the
 * target, stops just short of it and lets a final filler cross it), for names at the 63-byte edge.
 */
function padToBytes(core: string, targetBytes: number, filler: string, straddle: boolean): string {
  let name = core;
  while (byteLength(name) + byteLength(filler) <= targetBytes) name += filler;
  if (straddle && byteLength(name) < targetBytes) return name + filler;
  while (byteLength(name) < targetBytes) name += 'x';
  return name;
}

/** Names whose byte length is just under, at, or just over the 63-byte limit. */
export const nearLimitName = (prefix = ''): fc.Arbitrary<string> =>
  fc
    .record({
      core: fc.array(hostilePiece, { maxLength: 3 }).map((pieces) => pieces.join('')),
      target: fc.constantFrom(61, 62, 63, 64, 65),
      filler: fc.constantFrom(...FILLERS),
      straddle: fc.boolean(),
    })
    .filter(({ core }) => byteLength(prefix + core) <= 40)
    .map(({ core, target, filler, straddle }) =>
      padToBytes(prefix + core, target, filler, straddle),
    );

/** Empty and whitespace-only names (never prefixed: they must be refused, whatever comes first). */
export const blankName: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc.array(fc.constantFrom(...WHITESPACE), { minLength: 1, maxLength: 4 }).map((w) => w.join('')),
);

/** A short hostile name: a mix of pieces, mostly well under the limit. */
export const mixedName = (prefix = ''): fc.Arbitrary<string> =>
  fc.array(hostilePiece, { minLength: 1, maxLength: 6 }).map((pieces) => prefix + pieces.join(''));

/** A hostile name with a NUL character somewhere, which Postgres cannot store. */
export const nulName = (prefix = ''): fc.Arbitrary<string> =>
  fc.tuple(mixedName(prefix), fc.nat()).map(([name, at]) => {
    const cut = prefix.length + (at % (name.length - prefix.length + 1));
    return `${name.slice(0, cut)}\0${name.slice(cut)}`;
  });

/**
 * Any hostile name: mostly valid ones, a good share at the byte limit, and some that must be
 * refused. With a prefix (roles are cluster-wide), every name that could be created starts with it.
 */
export const hostileName = (prefix = ''): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 5, arbitrary: mixedName(prefix) },
    { weight: 3, arbitrary: nearLimitName(prefix) },
    { weight: 1, arbitrary: blankName },
    { weight: 1, arbitrary: nulName(prefix) },
  );
