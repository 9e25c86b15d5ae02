import type pg from 'pg';
import type { ListOptions } from './list-objects.js';

/** One entry of a listing: a folder (id and metadata null) or a file directly under the prefix. */
export interface ListedObject {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: Record<string, unknown> | null;
}

/** The most names one step of the walk reads. */
const MAX_STEP = 1000;

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The smallest string above every name that starts with `prefix` in byte order, or undefined when
 * nothing is (the bucket's root). A prefix always ends with `/`, and `0` is the byte after it.
 */
const pastPrefix = (prefix: string) => (prefix === '' ? undefined : `${prefix.slice(0, -1)}0`);

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
 * The walk: a recursive query whose every step reads the index from the bound the step before
 * left (`>=` ascending, `<` descending). Postgres evaluates a recursive query only as far as its
 * reader asks, so the `LIMIT` ends the walk once the page is full. With a search, a step also
 * skips names whose rest does not start with it; the entry's own match is checked on the way out.
 */
async function walkByName(client: pg.ClientBase, bucketId: string, options: ListOptions) {
  const ascending = options.sortOrder === 'asc';
  const params: unknown[] = [];
  /** The placeholder of `value`, bound as a parameter: no value of the request is in the text. */
  const bind = (value: unknown) => `$${params.push(value)}`;
  const bucket = bind(bucketId);
  const prefix = bind(options.prefix);
  const upper = pastPrefix(options.prefix);
  const pattern = `${likeLiteral(options.search)}%`;
  // The rest of the text is chosen from fixed alternatives.
  const within = [
    `o.bucket_id = ${bucket}`,
    `o.name COLLATE "C" >= ${prefix}`,
    ...(upper === undefined ? [] : [`o.name COLLATE "C" < ${bind(upper)}`]),
    ...(options.search === ''
      ? []
      : [`substr(o.name, char_length(${prefix}) + 1) ILIKE ${bind(pattern)} ESCAPE '\\'`]),
  ].join(' AND ');
  const direction = ascending ? 'ASC' : 'DESC';
  /** The next `size` names the caller may see from where `bound` says, in walking order. */
  const probe = (bound: string, size: string) =>
    `SELECT o.name, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
            substr(o.name, char_length(${prefix}) + 1) AS rest
       FROM storage.objects o
      WHERE ${within}${bound}
      ORDER BY o.name COLLATE "C" ${direction} LIMIT ${size}`;
  // One step: a run of the level's files, up to and with the first name in a folder, which
  // stands for its folder (no id, dates or metadata). The step's last entry says where the next
  // starts: after a file, past its own name (ascending, the smallest name above it is itself
  // and a byte 1); after a folder, past every name in it. A run of files doubles the next
  // step's size (up to 1000); a folder starts it small again, as it may sit among folders.
  const fileOnly = (column: string) => `CASE WHEN folder THEN NULL ELSE ${column} END AS ${column}`;
  const step = (bound: string, size: string) =>
    `SELECT split_part(rest, '/', 1) AS entry,
            CASE WHEN folder
                 THEN ${prefix} || split_part(rest, '/', 1) || ${ascending ? `'0'` : `'/'`}
                 ELSE name${ascending ? ' || chr(1)' : ''} END AS bound,
            folder OR run_length = fetched AS last_of_step,
            CASE WHEN folder THEN 2 ELSE least(${size} * 2, ${MAX_STEP}) END AS next_size,
            ${['id', 'updated_at', 'created_at', 'last_accessed_at', 'metadata'].map(fileOnly).join(', ')}
       FROM (
         SELECT fetched_name.*, kind.folder,
                count(*) FILTER (WHERE kind.folder) OVER so_far AS folders,
                row_number() OVER so_far AS run_length, count(*) OVER () AS fetched
           FROM (${probe(bound, size)}) AS fetched_name,
                LATERAL (SELECT strpos(fetched_name.rest, '/') > 0 AS folder) AS kind
         WINDOW so_far AS (ORDER BY fetched_name.name COLLATE "C" ${direction} ROWS UNBOUNDED PRECEDING)
       ) AS fetched_run
      WHERE folders = 0 OR (folder AND folders = 1)`;
  const { rows } = await client.query<ListedObject>(
    `WITH RECURSIVE walk AS (
       ${step('', `${bind(Math.max(1, Math.min(options.offset + options.limit, MAX_STEP)))}::int`)}
       UNION ALL
       SELECT next_step.* FROM walk, LATERAL (
         ${step(` AND o.name COLLATE "C" ${ascending ? '>=' : '<'} walk.bound`, 'walk.next_size')}
       ) AS next_step
        WHERE walk.last_of_step
     )
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
