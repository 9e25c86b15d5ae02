import { parse } from 'libpg-query';

/** Where Postgres's parser stopped reading an expression, and what it said. */
export interface ExpressionSyntaxError {
  /** Postgres's own words, capitalised: 'Syntax error at or near "="'. */
  readonly message: string;
  /** 1-based character position in the expression, as Postgres counts `position`. */
  readonly position: number;
}

const PREFIX = 'SELECT ';

interface ParserError {
  sqlDetails?: { message?: string; cursorPosition?: number };
}

/**
 * The syntax error in a user's expression, read as Postgres reads `SELECT <expression>`, or
 * undefined when the parser reads it. Only for telling the user where their typo is: whether the
 * expression is safe to send is the statement guard's question, which this does not answer.
 */
export async function expressionSyntaxError(
  expression: string,
): Promise<ExpressionSyntaxError | undefined> {
  const sql = `${PREFIX}${expression}`;
  try {
    await parse(sql);
    return undefined;
  } catch (error) {
    const details = (error as ParserError).sqlDetails;
    if (details?.message === undefined || details.cursorPosition === undefined) return undefined;
    // The parser counts characters from 0; Postgres reports them from 1.
    const position = Math.max(1, details.cursorPosition - PREFIX.length + 1);
    const message = details.message.charAt(0).toUpperCase() + details.message.slice(1);
    return { message, position };
  }
}
