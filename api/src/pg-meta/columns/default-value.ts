import { quoteLiteral } from '../../sql/quote.js';
import { asWritten, type ExpressionSlot } from '../../sql/statement-guard.js';

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

/**
 * The SQL after DEFAULT: an expression in parentheses, put in through `slot` (the statement guard
 * checks it where it lands), or a quoted literal.
 */
export function defaultValueSql(
  value: string | number | boolean,
  format: DefaultFormat | undefined,
  isArray = false,
  slot: ExpressionSlot = asWritten,
): string {
  const text = String(value);
  if ((format ?? defaultFormatOf(text)) === 'expression') {
    // As written, not trimmed: a newline may be what ends a trailing `--` comment.
    return `(${slot('default_value', text)})`;
  }
  const trimmed = text.trim();
  const literal =
    isArray && trimmed.startsWith('[') && trimmed.endsWith(']')
      ? trimmed.replaceAll('[', '{').replaceAll(']', '}')
      : text;
  return quoteLiteral(literal);
}
