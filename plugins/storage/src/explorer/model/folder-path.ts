/**
 * The explorer's open folders as the names from the bucket's root ('a/b' opens the root, `a` and
 * `a/b`, one column each). Kept in the URL's `path`, so a reload opens the same folders.
 */
export type OpenPath = readonly string[];

export const parseOpenPath = (text: string | null): OpenPath =>
  (text ?? '').split('/').filter((name) => name !== '');

export const formatOpenPath = (path: OpenPath): string => path.join('/');

/** The folder a column lists: column 0 is the root (''), column i the first i names. */
export const columnFolder = (path: OpenPath, column: number): string =>
  path.slice(0, column).join('/');

/** The open path after opening folder `name` in column `column`: the columns after it close. */
export const openFolder = (path: OpenPath, column: number, name: string): OpenPath => [
  ...path.slice(0, column),
  name,
];
