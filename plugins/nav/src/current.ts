/**
 * How well an href matches the current location: undefined when it does not, higher when it is
 * more specific. A link matches its own path and the pages below it (`/database/tables` is current
 * on `/database/tables/12`); query parameters it names must be present with the same values.
 */
export function matchScore(href: string, path: string, search: string): number | undefined {
  const [hrefPath = '', hrefQuery = ''] = href.split('?');
  const base = trimSlash(hrefPath);
  const here = trimSlash(path);
  if (here !== base && !here.startsWith(`${base}/`)) return undefined;
  const wanted = [...new URLSearchParams(hrefQuery)];
  const actual = new URLSearchParams(search);
  if (!wanted.every(([key, value]) => actual.get(key) === value)) return undefined;
  // Path length first, then the number of matching parameters (never 1000 of them).
  return base.length * 1000 + wanted.length;
}

/**
 * The one entry that says where the user is: the best match (the longest matching href), so on
 * `/api?page=auth` the Authentication link is current and the API introduction (`/api`) is not.
 * Two entries can link to the same page (Policies under Database and under Auth); the first in
 * the menu wins, so the menu never shows the user in two places at once.
 */
export function currentEntry<T extends { readonly href: string }>(
  entries: readonly T[],
  path: string,
  search: string,
): T | undefined {
  let best: { entry: T; score: number } | undefined;
  for (const entry of entries) {
    const score = matchScore(entry.href, path, search);
    if (score !== undefined && (best === undefined || score > best.score)) best = { entry, score };
  }
  return best?.entry;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
