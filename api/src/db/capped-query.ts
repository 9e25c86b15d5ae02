import pg from 'pg';

export interface CappedRows {
  /** The rows of the last statement, at most `limit` of them. */
  readonly rows: unknown[];
  /** The last statement returned more rows than `limit`; only the first `limit` are here. */
  readonly truncated: boolean;
}

/** The parts of pg's `Query` that are not in its type declarations. */
interface QueryInternals {
  handleRowDescription(message: unknown): void;
  handleDataRow(message: unknown): void;
  _result: pg.QueryResult;
  _results: pg.QueryResult | pg.QueryResult[];
}
const base = pg.Query.prototype as unknown as QueryInternals;

/**
 * pg's `Query` keeping at most `limit` rows per result. Rows past the limit are still read off the
 * socket (Postgres sends them) but dropped unparsed, so memory holds `limit` rows whatever the
 * query returns. The statement itself runs to completion: cancelling it would also roll back the
 * writes of a script's earlier statements, which share its implicit transaction.
 */
class CappedQuery extends pg.Query {
  private kept = 0;
  /** The result whose rows were cut, if any. */
  cut: pg.QueryResult | undefined;

  constructor(
    sql: string,
    private readonly limit: number,
  ) {
    super(sql);
  }

  handleRowDescription(message: unknown): void {
    base.handleRowDescription.call(this, message);
    this.kept = 0;
    // Only the last result is answered: earlier results' rows can go now.
    const results = (this as unknown as QueryInternals)._results;
    if (Array.isArray(results)) for (const earlier of results.slice(0, -1)) earlier.rows = [];
  }

  handleDataRow(message: unknown): void {
    if (this.kept >= this.limit) {
      this.cut = (this as unknown as QueryInternals)._result;
      return;
    }
    this.kept++;
    base.handleDataRow.call(this, message);
  }
}

/**
 * Runs `sql` with the simple query protocol (several statements allowed, no parameters: the input
 * is SQL by definition) and returns the rows of its last statement, at most `limit` of them.
 */
export function queryCapped(
  client: pg.ClientBase,
  sql: string,
  limit: number,
): Promise<CappedRows> {
  const query = new CappedQuery(sql, limit > 0 ? limit : Infinity);
  return new Promise((resolve, reject) => {
    query.once('error', reject);
    query.once('end', (results: pg.QueryResult | pg.QueryResult[] | undefined) => {
      const last = Array.isArray(results) ? results.at(-1) : results;
      resolve({ rows: last?.rows ?? [], truncated: last !== undefined && last === query.cut });
    });
    client.query(query);
  });
}
