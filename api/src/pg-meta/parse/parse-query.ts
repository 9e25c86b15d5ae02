import { hasSqlDetails, parse } from 'libpg-query';
import { ApiError } from '../../http/api-error.js';

/** What libpg-query answers: Postgres 15's own parse tree of every statement. */
export interface ParseTree {
  version: number;
  stmts: unknown[];
}

/**
 * Parses SQL with Postgres's grammar without running it. A syntax error becomes a 400 carrying the
 * parser's message and the 1-based character position of the error (the API's convention).
 */
export async function parseQuery(query: string): Promise<ParseTree> {
  try {
    return (await parse(query)) as ParseTree;
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    const position = hasSqlDetails(error) ? error.sqlDetails.cursorPosition + 1 : undefined;
    throw new ApiError(400, error.message, '42601', position === undefined ? {} : { position });
  }
}
