// A lock between processes: a file holding its holder's process id, so that one process does a
// job that must not run twice at once (packing the SDK, generating the docs' props tables) while
// the others wait. A holder killed mid-job leaves its file behind; the next waiter removes it.
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/** Creates `lock` holding this process's id, whole (a hard link of a written file); false if it exists. */
export function takeLock(lock) {
  mkdirSync(dirname(lock), { recursive: true });
  const mine = `${lock}.${process.pid}`;
  writeFileSync(mine, String(process.pid));
  try {
    linkSync(mine, lock);
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(mine, { force: true });
  }
}

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/**
 * Resolves once `lock` is gone, or its holder is: one killed mid-job leaves its lock behind, which
 * is then removed. (Two waiters that both find it dead may each take it in turn, one after the
 * other: the jobs guarded here allow that.)
 */
export async function lockReleased(lock) {
  for (;;) {
    let holder;
    try {
      holder = Number(readFileSync(lock, 'utf8'));
    } catch (error) {
      if (error.code === 'ENOENT') return;
      throw error;
    }
    if (!Number.isInteger(holder) || holder <= 0 || !isAlive(holder)) {
      rmSync(lock, { force: true });
      return;
    }
    await delay(100);
  }
}

/** Runs `work` holding `lock`, once no other process holds it; releases it however `work` ends. */
export async function oneAtATime(lock, work) {
  while (!takeLock(lock)) await lockReleased(lock);
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}
