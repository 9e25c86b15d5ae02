import pg from 'pg';
import { migratePlatform } from '../../api/src/platform/migrate.js';

/**
 * A platform database on the shared integration cluster with every migration applied and nothing
 * else, made once per run by the global set-up: a fresh platform database is a copy of it
 * (`clonePlatformDatabase`), a file copy instead of running each migration again.
 * Nothing connects to it after, as Postgres requires of a template.
 */
export const PLATFORM_TEMPLATE = 'atrium_platform_template';

/** Makes `PLATFORM_TEMPLATE` on the server of `serverUrl` (a superuser's URL). */
export async function createPlatformTemplate(serverUrl: string): Promise<void> {
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  try {
    await server.query(`DROP DATABASE IF EXISTS ${PLATFORM_TEMPLATE} WITH (FORCE)`);
    await server.query(`CREATE DATABASE ${PLATFORM_TEMPLATE}`);
  } finally {
    await server.end();
  }
  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${PLATFORM_TEMPLATE}`;
  const template = new pg.Client({ connectionString: templateUrl.toString() });
  await template.connect();
  try {
    await migratePlatform(template);
  } finally {
    await template.end();
  }
}
