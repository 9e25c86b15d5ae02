/** A piece of the editor's code, and where it starts (an error's position counts from there). */
export interface CodePiece {
  readonly text: string;
  readonly from: number;
}

/** Where a dollar quote opening at `at` ends (`$tag$`), or -1 when `$` does not open one there. */
function dollarTagEnd(code: string, at: number): number {
  // `$1` is a parameter, and `a$b$` an identifier holding `$`: neither opens a quote.
  if (at > 0 && /[\w$]/.test(code[at - 1]!)) return -1;
  const tag = /^\$([A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/.exec(code.slice(at, at + 64));
  return tag ? at + tag[0].length : -1;
}

/**
 * The ranges of the statements of `code`, split at the semicolons outside quotes, quoted names,
 * dollar quotes and comments, as Postgres's scanner reads them (nested block comments, `E''`
 * strings with backslash escapes). Each range ends before its semicolon.
 */
export function statementRanges(code: string): { from: number; to: number }[] {
  const ranges: { from: number; to: number }[] = [];
  let start = 0;
  let at = 0;
  const skipTo = (closing: string, from: number) => {
    const end = code.indexOf(closing, from);
    return end < 0 ? code.length : end + closing.length;
  };
  while (at < code.length) {
    const char = code[at]!;
    const next = code[at + 1];
    if (char === ';') {
      ranges.push({ from: start, to: at });
      start = ++at;
    } else if (char === '-' && next === '-') {
      at = skipTo('\n', at);
    } else if (char === '/' && next === '*') {
      let depth = 1;
      at += 2;
      while (at < code.length && depth > 0) {
        if (code.startsWith('/*', at)) depth++;
        else if (code.startsWith('*/', at)) depth--;
        else {
          at++;
          continue;
        }
        at += 2;
      }
    } else if (char === "'") {
      const escapes = at > 0 && /[eE]/.test(code[at - 1]!) && !/\w/.test(code[at - 2] ?? '');
      at++;
      while (at < code.length) {
        if (escapes && code[at] === '\\') at += 2;
        else if (code[at] === "'" && code[at + 1] === "'") at += 2;
        else if (code[at++] === "'") break;
      }
    } else if (char === '"') {
      at = skipTo('"', at + 1);
    } else if (char === '$' && dollarTagEnd(code, at) >= 0) {
      const bodyStart = dollarTagEnd(code, at);
      at = skipTo(code.slice(at, bodyStart), bodyStart);
    } else {
      at++;
    }
  }
  ranges.push({ from: start, to: code.length });
  return ranges;
}

/** A range's text without the blank around it, and where that text starts. */
function trimmed(code: string, { from, to }: { from: number; to: number }): CodePiece {
  const text = code.slice(from, to);
  const lead = text.length - text.trimStart().length;
  return { text: text.trim(), from: from + lead };
}

/**
 * The statement under the cursor (a 0-based offset): the one whose range holds it, or, when the
 * cursor sits in the blank after a statement (past its semicolon, at the end), the one before.
 * Null when the code holds no statement.
 */
export function statementAt(code: string, cursor: number): CodePiece | null {
  const pieces = statementRanges(code).map((range) => ({ range, piece: trimmed(code, range) }));
  const index = pieces.findIndex(({ range }) => cursor >= range.from && cursor <= range.to);
  const around = index < 0 ? pieces.length - 1 : index;
  for (let n = around; n >= 0; n--) {
    if (pieces[n]!.piece.text) return pieces[n]!.piece;
  }
  return pieces.find(({ piece }) => piece.text)?.piece ?? null;
}
