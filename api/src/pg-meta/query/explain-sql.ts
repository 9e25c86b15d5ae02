/** What an explain asks of Postgres: the plan only, or the plan of a run (`ANALYZE`, `BUFFERS`). */
export interface ExplainOptions {
  readonly analyze: boolean;
}

/** The EXPLAIN put before a member's statement, options fixed here, so the user's text only follows. */
export const explainPrefix = ({ analyze }: ExplainOptions) =>
  analyze ? 'EXPLAIN (FORMAT JSON, ANALYZE, BUFFERS) ' : 'EXPLAIN (FORMAT JSON) ';

/** The statement sent: the prefix, then the member's statement as written. */
export const explainStatement = (statement: string, options: ExplainOptions) =>
  explainPrefix(options) + statement;

/**
 * Postgres's error position in the sent statement, counted in the member's statement instead (both
 * 1-based characters), or undefined when it falls in the prefix, which holds no user text.
 */
export function positionInStatement(position: number, options: ExplainOptions): number | undefined {
  const shifted = position - explainPrefix(options).length;
  return shifted >= 1 ? shifted : undefined;
}
