import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** What a cluster remembers between runs, next to (not inside) its data folder. */
export interface ClusterState {
  /** The superuser password chosen at initdb time. */
  readonly password: string;
  /** The port of the last run, tried first so connection strings stay stable. */
  readonly port?: number;
  /** The data folder actually used (it differs from the configured one when running as root). */
  readonly pgData?: string;
}

export async function readClusterState(file: string): Promise<ClusterState | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as ClusterState;
  } catch {
    return undefined;
  }
}

export async function writeClusterState(file: string, state: ClusterState): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(state, null, 2), { mode: 0o600 });
}

export const newPassword = () => randomBytes(24).toString('base64url');
