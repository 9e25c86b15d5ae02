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
 * The hrefs that represent the current page: the best matches only, so on `/api?page=auth` the
 * Authentication link is current and the API introduction (`/api`) is not. Two links to the same
 * page (Policies under Auth and under Database) are both current, as ARIA intends.
 */
export function currentHrefs(hrefs: readonly string[], path: string, search: string): Set<string> {
  let best = -1;
  let current = new Set<string>();
  for (const href of hrefs) {
    const score = matchScore(href, path, search);
    if (score === undefined || score < best) continue;
    if (score > best) current = new Set();
    best = score;
    current.add(href);
  }
  return current;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
