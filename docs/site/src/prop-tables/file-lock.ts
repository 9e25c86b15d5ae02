// A lock between processes: a file holding its holder's process id, so that one process does a
// costly job (generating the props tables) while the others wait for its result.
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

/** Creates `lock` holding this process's id, whole (a hard link); false if it exists. */
export function takeLock(lock: string): boolean {
  const mine = `${lock}.${process.pid}`;
  writeFileSync(mine, String(process.pid));
  try {
    linkSync(mine, lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(mine, { force: true });
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Resolves once `lock` is gone, or its process is: one killed while generating leaves its lock
 * behind, which is then removed. (Two waiters that both find it dead may each take it in turn and
 * do the job twice, which the props tables allow: each process writes the whole file by a rename.)
 */
export async function lockReleased(lock: string): Promise<void> {
  for (;;) {
    let holder: number;
    try {
      holder = Number(readFileSync(lock, 'utf8'));
    } catch {
      return;
    }
    if (!isAlive(holder)) {
      rmSync(lock, { force: true });
      return;
    }
    await delay(100);
  }
}
