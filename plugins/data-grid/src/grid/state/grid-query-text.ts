import {
  formatFilter,
  formatSort,
  parseFilter,
  parseSort,
  type Filter,
  type Sort,
} from '@atrium/common/filters';

/** The grid's filters and sorts. */
export interface GridQuery {
  readonly filters: readonly Filter[];
  readonly sorts: readonly Sort[];
}

/**
 * The same as text (`column:op:value`, `column:asc`), the one form both the URL and the saved grid
 * state keep them in.
 */
export interface GridQueryText {
  readonly filters?: readonly string[];
  readonly sorts?: readonly string[];
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

/** Reads filters and sorts, leaving out any text that does not parse (an old or edited link). */
export const readGridQuery = ({ filters = [], sorts = [] }: GridQueryText): GridQuery => ({
  filters: filters.map(parseFilter).filter(defined),
  sorts: sorts.map(parseSort).filter(defined),
});

/** Writes the filters or sorts given, and only those (so a partial update keeps the others). */
export const writeGridQuery = ({ filters, sorts }: Partial<GridQuery>): GridQueryText => ({
  ...(filters && { filters: filters.map(formatFilter) }),
  ...(sorts && { sorts: sorts.map(formatSort) }),
});
