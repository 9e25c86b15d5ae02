import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { docPages } from '../content/doc-pages.js';
import { resolveLink } from '../content/resolve-link.js';

const routes: ReadonlyMap<string, string> = new Map(
  docPages.map((page) => [page.file, page.route]),
);

/** A link in a markdown page: to another page of the site, out of it, or a repository path. */
export function DocLink({
  from,
  href,
  children,
}: {
  from: string;
  href: string;
  children: ReactNode;
}) {
  const target = resolveLink(from, href, routes);
  switch (target.kind) {
    case 'page':
      return <Link href={target.route}>{children}</Link>;
    case 'external':
      return <a href={target.href}>{children}</a>;
    case 'repository':
      // Source files are not part of the site; say where they are instead of a dead link.
      return <span title={`${target.path} in the Atrium repository`}>{children}</span>;
  }
}
