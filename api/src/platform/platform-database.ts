import pg from 'pg';

export const PLATFORM_DATABASE = 'atrium';

/** The platform database's URL: the `atrium` database on the same server as `serverUrl`. */
export function platformUrlBeside(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${PLATFORM_DATABASE}`;
  return url.toString();
}

/** Creates the platform database if it is missing (safe when several instances race). */
export async function ensurePlatformDatabase(
  serverUrl: string,
  platformUrl: string,
): Promise<void> {
  const name = decodeURIComponent(new URL(platformUrl).pathname.slice(1));
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return;
    await client
      .query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
      .catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // duplicate_database: another instance won the race
      });
  } finally {
    await client.end();
  }
}
