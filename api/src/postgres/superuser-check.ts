import pg from 'pg';

/** Whether the role `url` logs in as is a superuser (an external DATABASE_URL may be one). */
export async function logsInAsSuperuser(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ rolsuper: boolean }>(
      'SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user',
    );
    return rows[0]?.rolsuper ?? false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** What `/admin` and the start-up log say when members' SQL runs as a superuser. */
export const SUPERUSER_MEMBERS_WARNING =
  "DATABASE_URL logs in as a superuser, and members' SQL runs as that role: any Developer can " +
  "read the server's files, run programs as its system user and change any role. Set " +
  'ATRIUM_MEMBER_ROLE to a role that is not a superuser for members to run as.';
