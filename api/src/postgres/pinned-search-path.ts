/**
 * `url` with `search_path = pg_catalog, pg_temp` set at connection start. A superuser connecting
 * to a database where members create objects MUST use it: with `public` on the path, a function
 * or operator a member made there could stand in for Postgres's own and run as the superuser. A
 * setting from the connection outranks one a database owner set with `ALTER DATABASE ... SET`.
 */
export function withPinnedSearchPath(url: string): string {
  const pinned = new URL(url);
  // After any options the URL has, so the pin is the one that holds.
  const options = pinned.searchParams.get('options') ?? '';
  pinned.searchParams.set('options', `${options} -c search_path=pg_catalog,pg_temp`.trim());
  return pinned.toString();
}
