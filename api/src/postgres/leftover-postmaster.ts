import { readFile, rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { isAlive, processArgs } from './process-identity.js';

export interface LeftoverLog {
  warn(details: object, message: string): void;
}

/** Whether a command line is a postmaster of `pgData`: the postgres binary run with `-D pgData`. */
export function isPostmasterOf(args: readonly string[], pgData: string): boolean {
  const dataFlag = args.indexOf('-D');
  return (
    basename(args[0] ?? '') === 'postgres' &&
    dataFlag > 0 &&
    resolve(args[dataFlag + 1] ?? '') === resolve(pgData)
  );
}

/**
 * Deals with the `postmaster.pid` an earlier run left in `pgData`. Only a live postmaster of this
 * very data folder (an Atrium killed before it could stop its Postgres) is stopped. A pid that now
 * belongs to another program is never signalled: the file is stale, and we remove it, since
 * Postgres would refuse to start while it names a live process of its own user. A dead pid, or one
 * whose command line we cannot read, is left for Postgres, which checks the file itself.
 */
export async function stopLeftoverPostmaster(pgData: string, log?: LeftoverLog): Promise<void> {
  const pidFile = join(pgData, 'postmaster.pid');
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return;
  const args = await processArgs(pid);
  if (!args) return;
  if (!isPostmasterOf(args, pgData)) {
    log?.warn(
      { pid, pidFile },
      'postmaster.pid names a process that is not this Postgres; ignored',
    );
    await rm(pidFile, { force: true });
    return;
  }
  log?.warn({ pid }, 'stopping a Postgres left running by an earlier run');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid) && waited < 15_000; waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
  }
}
