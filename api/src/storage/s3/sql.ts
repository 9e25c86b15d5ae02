import type pg from 'pg';
import {
  firstStepSize,
  justAfter,
  nameWalkSql,
  pastEveryStartingWith,
} from '../objects/name-walk-sql.js';

export interface ListedEntry {
  key: string;
  is_prefix: boolean;
  metadata: { size?: number; eTag?: string; lastModified?: string } | null;
  updated_at: Date | null;
}

/** What a page asks: keys under `prefix` above `after`, rolled up at `delimiter` ('' for none). */
export interface PageRequest {
  readonly prefix: string;
  readonly delimiter: string;
  readonly after: string;
  readonly limit: number;
}

/**
 * Whether the walk can go past a common prefix ending in `delimiter`: only a delimiter of
 * U+10FFFF alone has no string above all that start with it.
 */
export const listableDelimiter = (delimiter: string) =>
  delimiter === '' || pastEveryStartingWith(delimiter) !== undefined;

/**
 * Where the walk starts for keys above `after`. A key past `after` inside the common prefix
 * that holds `after` would roll up into that prefix, which sorts at or below `after` and so is
 * on a page before: the walk starts past every key of that prefix. Otherwise it starts just
 * above `after`, and never below the prefix.
 */
export function walkStart({ prefix, delimiter, after }: PageRequest): string | undefined {
  if (after === '') return undefined;
  if (after.startsWith(prefix) && delimiter !== '') {
    const cut = after.indexOf(delimiter, prefix.length);
    if (cut !== -1) {
      // There is one: the delimiter is not U+10FFFF alone (`listableDelimiter`).
      return pastEveryStartingWith(after.slice(0, cut + delimiter.length));
    }
  }
  return Buffer.compare(Buffer.from(after), Buffer.from(prefix)) < 0 ? undefined : justAfter(after);
}

/**
 * One page of a bucket's keys in byte order, as the caller sees them (SELECT policies decide):
 * those under `prefix` above `after`; with a `delimiter`, the keys that have it past the prefix
 * are rolled up into one common prefix each, which counts once towards the page, and a page that
 * ends on one continues past all its keys. Read through the walk storage-js's listing reads
 * (`nameWalkSql`), so a page costs its own entries, a common prefix one key, never the bucket.
 */
export async function listPage(
  client: pg.ClientBase,
  bucketId: string,
  page: PageRequest,
): Promise<ListedEntry[]> {
  const params: unknown[] = [];
  /** The placeholder of `value`, bound as a parameter: no value of the request is in the text. */
  const bind = (value: unknown) => `$${params.push(value)}`;
  const upper = pastEveryStartingWith(page.prefix);
  const start = walkStart(page);
  const hasDelimiter = page.delimiter !== '';
  const pastDelimiter = hasDelimiter ? pastEveryStartingWith(page.delimiter) : undefined;
  const prefix = bind(page.prefix);
  const delimiter = hasDelimiter ? bind(page.delimiter) : undefined;
  const walk = nameWalkSql({
    bucket: bind(bucketId),
    prefix,
    upper: upper === undefined ? undefined : bind(upper),
    delimiter,
    pastDelimiter: pastDelimiter === undefined ? undefined : bind(pastDelimiter),
    start: start === undefined ? undefined : bind(start),
    ascending: true,
    firstSize: bind(firstStepSize(page.limit)),
  });
  const { rows } = await client.query<ListedEntry>(
    `${walk}
     SELECT CASE WHEN folder THEN ${prefix}::text || entry || ${delimiter ?? "''"}::text ELSE name END AS key,
            folder AS is_prefix, metadata, updated_at
       FROM walk LIMIT ${bind(page.limit)}`,
    params,
  );
  return rows;
}
