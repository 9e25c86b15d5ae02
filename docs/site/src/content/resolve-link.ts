/** Where a link in a markdown page leads on the site. */
export type LinkTarget =
  | { readonly kind: 'page'; readonly route: string }
  | { readonly kind: 'external'; readonly href: string }
  /** A file or folder of the repository that is not a page: shown, not linked. */
  | { readonly kind: 'repository'; readonly path: string };

/** Resolves `.` and `..` segments of a repository path. */
function normalize(path: string): string {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '..') out.pop();
    else if (segment && segment !== '.') out.push(segment);
  }
  return out.join('/');
}

/**
 * Docs link to each other with relative paths (`../architecture/plugins.md`) so they work on
 * GitHub; the site maps those onto its routes. `routes` maps repository paths to routes.
 */
export function resolveLink(
  fromFile: string,
  href: string,
  routes: ReadonlyMap<string, string>,
): LinkTarget {
  if (/^[a-z][a-z\d+.-]*:/i.test(href)) return { kind: 'external', href };
  const path = href.replace(/[#?].*$/, '');
  if (!path) return { kind: 'page', route: routes.get(fromFile) ?? '/' };
  const base = path.startsWith('/') ? '' : fromFile.replace(/[^/]*$/, '');
  const target = normalize(base + path);
  const route = routes.get(target);
  return route ? { kind: 'page', route } : { kind: 'repository', path: target };
}
