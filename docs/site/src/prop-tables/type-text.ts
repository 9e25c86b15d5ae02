import ts from 'typescript';

const flags =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** `(a) => b` for `((a) => b)`, but `(a) | (b)` stays: only one pair enclosing everything goes. */
function withoutEnclosingParens(text: string): string {
  if (!text.startsWith('(') || !text.endsWith(')')) return text;
  let depth = 0;
  for (let i = 0; i < text.length - 1; i++) {
    if (text[i] === '(') depth++;
    if (text[i] === ')') depth--;
    if (depth === 0) return text;
  }
  return text.slice(1, -1);
}

/** An optional prop's `| undefined` is what `?` adds; the table says optional already. */
const withoutUndefined = (text: string) =>
  withoutEnclosingParens(text.replace(/ \| undefined$/, ''));

/**
 * A prop's type as the source writes it (`ReactElement`), unless that differs from what the prop
 * resolves to: in `SelectProps`, `value` is written `T` in FormFieldProps but is `Key | null`.
 */
export function propTypeText(checker: ts.TypeChecker, prop: ts.Symbol, optional: boolean): string {
  const resolved = checker.typeToString(checker.getTypeOfSymbol(prop), undefined, flags);
  const declaration = prop.declarations?.find(ts.isPropertySignature);
  const written = declaration?.type;
  const writtenMeansResolved =
    written !== undefined &&
    checker.typeToString(checker.getTypeFromTypeNode(written), undefined, flags) ===
      (optional ? withoutUndefined(resolved) : resolved);
  if (writtenMeansResolved) return written.getText().replace(/\s+/g, ' ');
  return optional ? withoutUndefined(resolved) : resolved;
}
