export interface Sort {
  readonly column: string;
  readonly ascending: boolean;
  /** Nulls come last unless asked otherwise (spec section 7). */
  readonly nullsFirst?: boolean;
}

/** `column:asc` or `column:desc`, plus `:nullsfirst`: the URL's and the API's `sort` form. */
export const formatSort = (sort: Sort) =>
  `${sort.column}:${sort.ascending ? 'asc' : 'desc'}${sort.nullsFirst ? ':nullsfirst' : ''}`;

/** Reads a sort from the end, so a column name holding `:` survives. */
export function parseSort(text: string): Sort | undefined {
  const match = /^(.+):(asc|desc)(:nullsfirst)?$/.exec(text);
  if (!match) return undefined;
  return { column: match[1]!, ascending: match[2] === 'asc', nullsFirst: Boolean(match[3]) };
}
