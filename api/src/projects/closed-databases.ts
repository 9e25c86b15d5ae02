import { PLATFORM_DATABASE } from '../platform/index.js';

const sameServer = (a: URL, b: URL) => a.hostname === b.hostname && a.port === b.port;
const databaseOf = (url: URL) => decodeURIComponent(url.pathname.slice(1));

/**
 * The databases on the default project's server that no login role may connect to unless it owns
 * them or is named in a grant: the platform database (when it is on that server) and, on the
 * embedded cluster, which is Atrium's alone, also the default project's, `postgres` and
 * `template1`. Hosted projects' roles live on the same server and must reach none of them. An
 * external server's other databases are its administrator's to close.
 */
export function closedDatabases(
  adminUrl: string,
  platformUrl: string,
  server: 'embedded' | 'external',
): string[] {
  const [admin, platform] = [new URL(adminUrl), new URL(platformUrl)];
  const names = new Set<string>();
  if (server === 'embedded')
    ['postgres', 'template1', databaseOf(admin)].forEach((n) => names.add(n));
  if (sameServer(admin, platform)) names.add(databaseOf(platform) || PLATFORM_DATABASE);
  return [...names];
}
