import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Whether a process with this pid exists. EPERM means it exists but belongs to another user (as
 * root, Postgres runs as `postgres`; unprivileged, another user's process), so it counts as alive.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const hasProc = process.platform === 'linux';

/** `ps` for systems without /proc (macOS); undefined when the process is gone. */
async function psField(pid: number, field: 'lstart' | 'args'): Promise<string | undefined> {
  const { stdout } = await run('ps', ['-ww', '-o', `${field}=`, '-p', String(pid)]).catch(() => ({
    stdout: '',
  }));
  return stdout.trim() || undefined;
}

/**
 * When the process started, as an opaque token: a pid reused by a later process has another one.
 * On Linux, field 22 of /proc/<pid>/stat (clock ticks since boot); it follows the command name,
 * which may itself hold spaces and parentheses, hence the split after the last ')'.
 */
export async function processStartTime(pid: number): Promise<string | undefined> {
  if (!hasProc) return psField(pid, 'lstart');
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat === undefined) return undefined;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

/**
 * The command line a process was started with, one entry per argument. Without /proc the
 * arguments come from `ps` as one line split on spaces, which is enough to find `-D <folder>` for
 * folders without spaces; a folder with spaces then simply does not match.
 */
export async function processArgs(pid: number): Promise<string[] | undefined> {
  if (!hasProc) return (await psField(pid, 'args'))?.split(' ');
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  if (!cmdline) return undefined;
  return cmdline.replace(/\0$/, '').split('\0');
}
