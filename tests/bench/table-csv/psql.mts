// The physical reference: psql's \copy, run as a separate process, timed from spawn to exit.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs one psql command (a backslash command such as \copy); answers its wall time in ms. */
export async function timePsql(databaseUrl: string, command: string): Promise<number> {
  const started = performance.now();
  await run('/usr/bin/psql', [databaseUrl, '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-c', command], {
    env: { ...process.env, PGCLIENTENCODING: 'UTF8' },
    maxBuffer: 1024 * 1024,
  });
  return performance.now() - started;
}
