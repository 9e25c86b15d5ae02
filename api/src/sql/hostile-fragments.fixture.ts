/**
 * fast-check generators of hostile SQL fragments, for the statement guard's property tests (unit,
 * and through every endpoint in tests/integration/pg-meta/statement-guard.property.test.ts): the
 * pieces that open, close or escape a comment, string, dollar quote or parenthesis, newlines of
 * every kind, and the shapes of the known attacks (`1) --` closing a clause early, a dollar quote
 * holding a newline and a second statement), all carrying `payloads`, statements that must never
 * run.
 */
import fc from 'fast-check';

/** The newlines that end a `--` comment (LF, CR) and the ones Postgres does not treat so. */
export const NEWLINES = ['\n', '\r', '\r\n', '\f', '\v', '\u0085', '\u2028', '\u2029'] as const;

/** Tokens that begin, end or escape something in SQL's lexer, and parenthesis runs. */
const PIECES = [
  '--',
  '/*',
  '*/',
  "'",
  "''",
  "E'",
  "\\'",
  '\\',
  '"',
  'U&"',
  ';',
  '(',
  ')',
  '))',
  '((',
  ',',
  '$',
  '$1',
  ' ',
  '\t',
  '\0',
  'true',
  '1',
  'NOT NULL',
  'UNIQUE',
  ' WITH CHECK (',
] as const;

/** `$$` or `$tag$`, the tags Postgres accepts. */
export const dollarQuote = fc.oneof(
  fc.constant('$$'),
  fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,5}$/).map((tag) => `$${tag}$`),
);

const newline = fc.constantFrom(...NEWLINES);

/** What ends a clause early: a closing parenthesis and a comment or a statement end. */
const closer = fc
  .tuple(
    fc.constantFrom('1', 'true', "'x'", ''),
    fc.constantFrom(')', '))', ')) ('),
    fc.constantFrom(' --', '--', ' /*', ';', ' '),
  )
  .map((parts) => parts.join(''));

/** A hostile fragment built from the pieces above and the payloads, in any order. */
export function hostileFragment(payloads: readonly string[]): fc.Arbitrary<string> {
  const payload = fc.constantFrom(...payloads);
  /** A dollar quote (or string) holding a newline, then a payload as a second statement. */
  const smuggler = fc
    .tuple(dollarQuote, newline, payload, fc.constantFrom('; --', ';', ' --', ''))
    .map(([quote, nl, statement, end]) => `${quote}${nl}; ${statement}${end}${quote}`);
  const piece = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...PIECES) },
    { weight: 2, arbitrary: dollarQuote },
    { weight: 2, arbitrary: newline },
    { weight: 1, arbitrary: payload },
    { weight: 1, arbitrary: fc.string({ maxLength: 3 }) },
  );
  return fc.oneof(
    closer,
    smuggler,
    fc.tuple(closer, smuggler).map(([a, b]) => `${a}${b}`),
    fc.array(piece, { minLength: 1, maxLength: 8 }).map((pieces) => pieces.join('')),
  );
}

const noNul = (text: string) => !text.includes('\0');

/** A quoted string, a dollar-quoted one whose tag it does not hold, a number or a name. */
const atom = fc.oneof(
  fc.integer().map(String),
  fc.constantFrom('c', 'now()', 'auth.uid()', '(SELECT 1)'),
  fc
    .string()
    .filter(noNul)
    .map((text) => `'${text.replaceAll("'", "''")}'`),
  fc
    .tuple(dollarQuote, fc.string().filter(noNul))
    .filter(([quote, text]) => `${text}${quote}`.indexOf(quote) === text.length)
    .map(([quote, text]) => `${quote}${text}${quote}`),
);

/** A comment that ends where it should: a line comment at a newline, a block comment closed. */
const comment = fc.oneof(
  fc
    .tuple(fc.string(), fc.constantFrom('\n', '\r', '\r\n'))
    .filter(([text]) => noNul(text) && !/[\r\n]/.test(text))
    .map(([text, nl]) => `--${text}${nl}`),
  fc
    .string()
    .filter(
      (text) =>
        noNul(text) &&
        !text.includes('*/') &&
        !text.includes('/*') &&
        !text.endsWith('/') &&
        !text.startsWith('*'),
    )
    .map((text) => `/*${text}*/`),
);

/** A well-formed expression, quotes and comments included: the guard must always take it. */
export const wellFormedExpression = fc
  .array(fc.tuple(atom, fc.option(comment)), { minLength: 1, maxLength: 4 })
  .map((terms) => terms.map(([value, note]) => `${value} ${note ?? ''}`).join(' || '));
