import type { StatementResult } from '../data/script-results.js';

/** How a statement ended, in a line: `INSERT: 2 rows`, `CREATE TABLE`, `SELECT: 100,005 rows`. */
export function statementSummary(statement: StatementResult): string {
  if (statement.command === null) return 'Did not finish';
  if (statement.rowCount === null) return statement.command;
  const rows = `${statement.rowCount.toLocaleString('en-US')} ${statement.rowCount === 1 ? 'row' : 'rows'}`;
  return `${statement.command}: ${rows}`;
}

/** The notice of a result set that holds fewer rows than its statement returned. */
export function cutNotice(statement: StatementResult): string | null {
  if (statement.cut === null) return null;
  const shown = statement.rows.length.toLocaleString('en-US');
  const total = statement.rowCount?.toLocaleString('en-US') ?? 'more';
  const limit = statement.cut === 'rows' ? 'the row limit' : 'the size limit';
  return `Showing ${shown} of ${total} rows: the answer reached ${limit} (ATRIUM_QUERY_${statement.cut === 'rows' ? 'ROW' : 'BYTE'}_LIMIT).`;
}
