/** The most names one step of the walk reads. */
const MAX_STEP = 1000;

/**
 * The smallest string above every string that starts with `text` in byte order (`COLLATE "C"`,
 * which for UTF-8 is code point order), or undefined when there is none (an empty text, or one of
 * U+10FFFF only). Its last code point goes one up (past the surrogates, which no text holds).
 */
export function pastEveryStartingWith(text: string): string | undefined {
  const points = [...text];
  while (points.length > 0) {
    const last = points.pop()!.codePointAt(0)!;
    if (last < 0x10ffff) {
      return points.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
    }
  }
  return undefined;
}

/** The smallest string above `text` in byte order: no text holds NUL, so `\u0001` follows. */
export const justAfter = (text: string) => `${text}\u0001`;

/**
 * Where a walk goes, each value a placeholder already bound by the caller (no request text is
 * ever in the SQL): the bucket and level `prefix`; `upper`, above every name starting with the
 * prefix (none at a bucket's root); the `delimiter` that makes a folder (none: every name is a
 * file) and `pastDelimiter`, `pastEveryStartingWith(delimiter)`, which takes an ascending walk
 * past a folder; `start`, the first bound (ascending: names from it; descending: names below
 * it); `restMatches`, an `ILIKE` pattern the name's rest must match; `firstSize`, the first
 * step's size (an int).
 */
export interface NameWalk {
  readonly bucket: string;
  readonly prefix: string;
  readonly upper?: string;
  readonly delimiter?: string;
  readonly pastDelimiter?: string;
  readonly start?: string;
  readonly restMatches?: string;
  readonly ascending: boolean;
  readonly firstSize: string;
}

/**
 * The walk through a bucket's names in byte order, the one listing storage-js and ListObjectsV2
 * share: a recursive query whose every step reads the next names the caller may see from the
 * `(bucket_id, name COLLATE "C")` index, from the bound the step before left. A step is a run of
 * the level's files, up to and with the first name in a folder, which stands for the folder; the
 * next step starts past the whole folder, so a folder costs one name however many it holds.
 * Postgres evaluates a recursive query only as far as its reader asks, so a `LIMIT` on the walk
 * ends it once the page is full.
 *
 * Its rows, in walking order: `entry` (the file's name or the folder's, after the prefix and up
 * to the delimiter), `folder`, `name` (the full name read), and a file's `id`, `updated_at`,
 * `created_at`, `last_accessed_at` and `metadata` (null for a folder).
 */
export function nameWalkSql(walk: NameWalk): string {
  // Every value typed, as a placeholder's type cannot always be told from its use (`||`).
  const typed = (placeholder: string | undefined) =>
    placeholder === undefined ? undefined : `${placeholder}::text`;
  const prefix = typed(walk.prefix)!;
  const { ascending } = walk;
  const direction = ascending ? 'ASC' : 'DESC';
  const within = [
    `o.bucket_id = ${walk.bucket}`,
    `o.name COLLATE "C" >= ${prefix}`,
    ...(walk.upper === undefined ? [] : [`o.name COLLATE "C" < ${typed(walk.upper)}`]),
    ...(walk.restMatches === undefined
      ? []
      : [
          `substr(o.name, char_length(${prefix}) + 1) ILIKE ${typed(walk.restMatches)} ESCAPE '\\'`,
        ]),
  ].join(' AND ');
  const probe = (bound: string, size: string) =>
    `SELECT o.name, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
            substr(o.name, char_length(${prefix}) + 1) AS rest
       FROM storage.objects o
      WHERE ${within}${bound}
      ORDER BY o.name COLLATE "C" ${direction} LIMIT ${size}`;
  const delimiter = typed(walk.delimiter);
  const pastDelimiter = typed(walk.pastDelimiter);
  if (ascending && delimiter !== undefined && pastDelimiter === undefined) {
    throw new Error('An ascending walk with a delimiter needs the bound past it');
  }
  const cut = delimiter === undefined ? '0' : `strpos(fetched_name.rest, ${delimiter})`;
  const entry = delimiter === undefined ? 'rest' : `left(rest, cut - 1)`;
  // After a folder, an ascending walk goes on from the smallest name above all of its names,
  // a descending one below its first possible name (prefix, entry, delimiter). After a file:
  // just above its name, or below it.
  const folderBound = ascending
    ? `${prefix} || ${entry} || ${pastDelimiter}`
    : `${prefix} || ${entry} || ${delimiter}`;
  const fileBound = ascending ? `name || chr(1)` : 'name';
  const fileOnly = (column: string) => `CASE WHEN folder THEN NULL ELSE ${column} END AS ${column}`;
  const step = (bound: string, size: string) =>
    `SELECT CASE WHEN folder THEN ${entry} ELSE rest END AS entry, folder, name,
            CASE WHEN folder THEN ${delimiter === undefined ? 'NULL' : folderBound}
                 ELSE ${fileBound} END AS bound,
            folder OR run_length = fetched AS last_of_step,
            CASE WHEN folder THEN 2 ELSE least(${size} * 2, ${MAX_STEP}) END AS next_size,
            ${['id', 'updated_at', 'created_at', 'last_accessed_at', 'metadata'].map(fileOnly).join(', ')}
       FROM (
         SELECT fetched_name.*, kind.cut, kind.cut > 0 AS folder,
                count(*) FILTER (WHERE kind.cut > 0) OVER so_far AS folders,
                row_number() OVER so_far AS run_length, count(*) OVER () AS fetched
           FROM (${probe(bound, size)}) AS fetched_name,
                LATERAL (SELECT ${cut} AS cut) AS kind
         WINDOW so_far AS (ORDER BY fetched_name.name COLLATE "C" ${direction} ROWS UNBOUNDED PRECEDING)
       ) AS fetched_run
      WHERE folders = 0 OR (folder AND folders = 1)`;
  const onward = ascending ? '>=' : '<';
  const first =
    walk.start === undefined ? '' : ` AND o.name COLLATE "C" ${onward} ${typed(walk.start)}`;
  return `WITH RECURSIVE walk AS (
       ${step(first, `${walk.firstSize}::int`)}
       UNION ALL
       SELECT next_step.* FROM walk, LATERAL (
         ${step(` AND o.name COLLATE "C" ${onward} walk.bound`, 'walk.next_size')}
       ) AS next_step
        WHERE walk.last_of_step
     )`;
}

/** The first step's size for a page that needs `wanted` entries. */
export const firstStepSize = (wanted: number) => Math.max(1, Math.min(wanted, MAX_STEP));
