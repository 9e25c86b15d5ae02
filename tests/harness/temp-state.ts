import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A throwaway state folder for an Atrium instance. Made searchable (0755) so the `postgres` OS
 * user can reach the cluster inside it when tests run as root.
 */
export async function makeStateDir(label: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `atrium-${label}-`));
  await chmod(dir, 0o755);
  return dir;
}

/** Removes a state folder, and the cluster's relocated data folder if it was moved out of it. */
export async function removeStateDir(dir: string): Promise<void> {
  const state = await readFile(join(dir, 'cluster.json'), 'utf8').catch(() => undefined);
  const pgData = state ? (JSON.parse(state) as { pgData?: string }).pgData : undefined;
  if (pgData && !pgData.startsWith(dir))
    await rm(dirname(pgData), { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
}
