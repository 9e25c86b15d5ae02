import { badRequest } from '../../http/api-error.js';

const invalid = (what: string, why: string) =>
  badRequest(`Invalid ${what}: ${why}`, 'invalid_expression');

/** The index just past a quoted run that opens at `start` with `quote` ('' or "" double up). */
function skipQuoted(text: string, start: number, quote: string, what: string, escapes: boolean) {
  let i = start + 1;
  for (;;) {
    if (i >= text.length) throw invalid(what, `unterminated ${quote}`);
    const ch = text[i];
    if (ch === '\\' && quote === "'") {
      if (!escapes) throw invalid(what, "backslashes are only allowed in E'' strings");
      i += 2;
      continue;
    }
    if (ch === quote) {
      if (text[i + 1] !== quote) return i + 1;
      i += 2;
      continue;
    }
    i += 1;
  }
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[A-Za-z0-9_$]/.test(ch);

/**
 * Checks a user-written SQL expression (a DEFAULT or CHECK expression) can only be one
 * expression: quotes terminated, parentheses balanced, and no `;` or comment outside quotes. The
 * caller wraps it in parentheses, so it cannot close the clause it is put in.
 */
export function sqlExpression(text: string, what: string): string {
  const expr = text.trim();
  if (!expr) throw invalid(what, 'it is empty');
  let depth = 0;
  let i = 0;
  while (i < expr.length) {
    const ch = expr[i]!;
    const next = expr[i + 1];
    if (ch === "'") {
      const escapes = /[eE]/.test(expr[i - 1] ?? '') && !isWordChar(expr[i - 2]);
      i = skipQuoted(expr, i, "'", what, escapes);
      continue;
    }
    if (ch === '"') {
      i = skipQuoted(expr, i, '"', what, false);
      continue;
    }
    if (ch === '$' && !isWordChar(expr[i - 1])) {
      const tag = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(expr.slice(i))?.[0];
      if (tag) {
        const end = expr.indexOf(tag, i + tag.length);
        if (end < 0) throw invalid(what, `unterminated ${tag}`);
        i = end + tag.length;
        continue;
      }
    }
    if (ch === ';') throw invalid(what, 'it must be a single expression');
    if ((ch === '-' && next === '-') || (ch === '/' && next === '*')) {
      throw invalid(what, 'comments are not allowed');
    }
    if (ch === '(') depth += 1;
    if (ch === ')' && --depth < 0) throw invalid(what, 'unbalanced parentheses');
    i += 1;
  }
  if (depth !== 0) throw invalid(what, 'unbalanced parentheses');
  return expr;
}
