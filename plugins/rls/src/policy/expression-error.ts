import { ApiRequestError } from '@atrium/core/plugin-api';

/** The policy's expressions, by the request field the API names in an error. */
export type ExpressionField = 'definition' | 'check';

/** What the editor calls each expression (the titles of its editors). */
export const expressionLabels: Record<ExpressionField, string> = {
  definition: 'USING expression',
  check: 'WITH CHECK expression',
};

/** A syntax error the database's parser found in one expression, and where. */
export interface ExpressionError {
  readonly field: ExpressionField;
  /** The API's words: 'Syntax error at or near "=" (position 11)'. */
  readonly message: string;
  /** 1-based characters into the expression, as Postgres counts. */
  readonly position: number;
}

const isField = (field: string | undefined): field is ExpressionField =>
  field === 'definition' || field === 'check';

/** The syntax error an API error reports in one of the policy's expressions, if it is one. */
export function expressionErrorOf(error: unknown): ExpressionError | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const { field, position } = error.location;
  if (!isField(field) || position === undefined) return undefined;
  return { field, message: error.message, position };
}

/**
 * An API error as the policy editor says it outside the expression's own editor: a syntax error
 * names the expression it is in ('USING expression: Syntax error at or near "=" (position 11)').
 */
export function policyErrorMessage(error: unknown): string {
  const expression = expressionErrorOf(error);
  if (expression) return `${expressionLabels[expression.field]}: ${expression.message}`;
  return error instanceof Error ? error.message : String(error);
}
