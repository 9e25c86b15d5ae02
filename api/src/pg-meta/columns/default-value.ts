import { quoteLiteral } from '../../sql/quote.js';
import { assertSingleExpression } from '../shared/sql-expression.js';

export type DefaultFormat = 'literal' | 'expression';

/**
 * The spec's rule for a default given without a format: an expression if it is CURRENT_DATE,
 * wrapped in parentheses, or a space-free call with parentheses; otherwise a literal.
 */
export function defaultFormatOf(value: string): DefaultFormat {
  const v = value.trim();
  if (/^current_date$/i.test(v)) return 'expression';
  if (v.startsWith('(') && v.endsWith(')')) return 'expression';
  if (!/\s/.test(v) && /^[^(]+\(.*\)$/.test(v)) return 'expression';
  return 'literal';
}

/** The SQL after DEFAULT: a checked expression in parentheses, or a quoted literal. */
export async function defaultValueSql(
  value: string | number | boolean,
  format: DefaultFormat | undefined,
  isArray = false,
): Promise<string> {
  const text = String(value);
  if ((format ?? defaultFormatOf(text)) === 'expression') {
    await assertSingleExpression('default_value', text);
    return `(${text.trim()})`;
  }
  const trimmed = text.trim();
  const literal =
    isArray && trimmed.startsWith('[') && trimmed.endsWith(']')
      ? trimmed.replaceAll('[', '{').replaceAll(']', '}')
      : text;
  return quoteLiteral(literal);
}
