import pg from 'pg';

/**
 * Lets a test instance's own embedded cluster, thrown away after the run, skip waiting for the
 * disk: `fsync` and `full_page_writes` off (both reloadable, so the running server takes them
 * without a restart). Every commit of the shared integration server and the e2e app otherwise
 * waits for a flush of its WAL, which on a disk shared with other work was about a third of the
 * time a DDL-heavy workload took. `synchronous_commit` stays as Atrium sets it: which pools
 * relax it is under test (tests/integration/pooled-connections.test.ts). `superuserUrl` is a
 * superuser's URL of that cluster.
 */
export async function skipDiskFlushes(superuserUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: superuserUrl });
  await client.connect();
  try {
    await client.query('ALTER SYSTEM SET fsync = off');
    await client.query('ALTER SYSTEM SET full_page_writes = off');
    await client.query('SELECT pg_reload_conf()');
  } finally {
    await client.end();
  }
}
