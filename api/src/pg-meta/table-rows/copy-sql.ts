import { quoteIdent } from '../../sql/quote.js';
import type { Filter } from './filters.js';
import { InlineLiterals } from './placeholders.js';
import { qualifiedName, type Relation } from './relation-sql.js';
import { exportProjection, selectStatement } from './select-sql.js';
import type { Sort } from './sorts.js';

/**
 * `COPY (the grid's query) TO STDOUT WITH CSV HEADER`. COPY takes no bound parameters, so the
 * filter values are inlined as literals by `InlineLiterals` (`quoteLiteral`), still cast to the
 * column's type in SQL exactly as in the grid's query.
 */
export function exportCopy(
  relation: Relation,
  filters: readonly Filter[],
  sorts: readonly Sort[],
): string {
  const select = selectStatement(
    relation,
    exportProjection,
    { filters, sorts },
    new InlineLiterals(),
  );
  return `COPY (${select}) TO STDOUT WITH CSV HEADER`;
}

/** `COPY table (columns) FROM STDIN WITH CSV HEADER`: Postgres skips the header line itself. */
export function importCopy(relation: Relation, columns: readonly string[]): string {
  return `COPY ${qualifiedName(relation)} (${columns.map(quoteIdent).join(', ')}) FROM STDIN WITH CSV HEADER`;
}
