import type pg from 'pg';
import type { ListOptions } from './list-objects.js';
import { firstStepSize, justAfter, nameWalkSql, pastEveryStartingWith } from './name-walk-sql.js';

/** One entry of a listing: a folder (id and metadata null) or a file directly under the prefix. */
export interface ListedObject {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: Record<string, unknown> | null;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One level of a bucket under `prefix`, as storage-api's `storage.search` answers it: the folders
 * (id and metadata null) and files directly below it whose name starts with `search` (any case),
 * sorted and paged. Runs as the caller, so the SELECT policies decide which objects (and so
 * folders) appear.
 *
 * Sorted by name, the entries come in the order of a walk through the bucket's names in byte
 * order (`COLLATE "C"`), a folder where its first name is: `photos.zip` before the folder
 * `photos` (`.` is below `/`), `photos0` after it. That is the order storage-api's skip-scan
 * gives, and it lets a page cost its own entries rather than the folder's: each step reads the
 * next names the caller may see from the `(bucket_id, name COLLATE "C")` index, and a folder
 * costs one name, the walk jumping past the rest. Sorted by a date, every entry of the level is
 * read and sorted (storage-api does the same).
 */
export function listObjects(
  client: pg.ClientBase,
  bucketId: string,
  options: ListOptions,
): Promise<ListedObject[]> {
  return options.sortColumn === 'name'
    ? walkByName(client, bucketId, options)
    : sortedByDate(client, bucketId, options);
}

/**
 * Where a walk resumes after the entry `cursor` of the level `prefix` (a folder's name ends in
 * `/`): ascending, past the file's name or past every name in the folder; descending, below the
 * file's name or below every name in the folder, which all start with the folder's.
 */
function resumeAfter(prefix: string, cursor: string, ascending: boolean): string {
  const after = prefix + cursor;
  if (!ascending) return after;
  // `after` ends in `/` for a folder, so a string above all that start with it exists.
  return cursor.endsWith('/') ? pastEveryStartingWith(after)! : justAfter(after);
}

/**
 * The walk (`nameWalkSql`) with `/` as its delimiter, ascending from the prefix or descending
 * from past it, or from just after the `cursor`'s entry. With a search, a step also skips names
 * whose rest does not start with it; the entry's own match is checked on the way out.
 */
async function walkByName(client: pg.ClientBase, bucketId: string, options: ListOptions) {
  const params: unknown[] = [];
  /** The placeholder of `value`, bound as a parameter: no value of the request is in the text. */
  const bind = (value: unknown) => `$${params.push(value)}`;
  const ascending = options.sortOrder === 'asc';
  const upper = pastEveryStartingWith(options.prefix);
  const pattern = `${likeLiteral(options.search)}%`;
  const walk = nameWalkSql({
    bucket: bind(bucketId),
    prefix: bind(options.prefix),
    upper: upper === undefined ? undefined : bind(upper),
    delimiter: bind('/'),
    // Bound only where the walk reads it (a placeholder no statement uses has no type).
    pastDelimiter: ascending ? bind(pastEveryStartingWith('/')) : undefined,
    restMatches: options.search === '' ? undefined : bind(pattern),
    start:
      options.cursor === undefined
        ? undefined
        : bind(resumeAfter(options.prefix, options.cursor, ascending)),
    ascending,
    firstSize: bind(firstStepSize(options.offset + options.limit)),
  });
  const { rows } = await client.query<ListedObject>(
    `${walk}
     SELECT entry AS name, id, updated_at, created_at, last_accessed_at, metadata
       FROM walk WHERE entry ILIKE ${bind(pattern)} ESCAPE '\\'
      LIMIT ${bind(options.limit)} OFFSET ${bind(options.offset)}`,
    params,
  );
  return rows;
}

/** Every entry of the level, sorted by the date column (entries without one last), then name. */
async function sortedByDate(client: pg.ClientBase, bucketId: string, options: ListOptions) {
  // The sort column and order are from the closed sets of `ListOptions`, never the request's text.
  const order = `${options.sortColumn} ${options.sortOrder}`;
  const { rows } = await client.query<ListedObject>(
    `WITH level AS (
       SELECT o.*, substr(o.name, char_length($2) + 1) AS rest
         FROM storage.objects o
        WHERE o.bucket_id = $1 AND o.name LIKE $3 ESCAPE '\\'
     ), entries AS (
       SELECT DISTINCT split_part(rest, '/', 1) AS name, NULL::uuid AS id,
              NULL::timestamptz AS updated_at, NULL::timestamptz AS created_at,
              NULL::timestamptz AS last_accessed_at, NULL::jsonb AS metadata
         FROM level WHERE strpos(rest, '/') > 0
       UNION ALL
       SELECT rest, id, updated_at, created_at, last_accessed_at, metadata
         FROM level WHERE strpos(rest, '/') = 0
     )
     SELECT name, id, updated_at, created_at, last_accessed_at, metadata FROM entries
      WHERE name ILIKE $4 ESCAPE '\\'
      ORDER BY ${order}, name COLLATE "C" LIMIT $5 OFFSET $6`,
    [
      bucketId,
      options.prefix,
      `${likeLiteral(options.prefix)}%`,
      `${likeLiteral(options.search)}%`,
      options.limit,
      options.offset,
    ],
  );
  return rows;
}
