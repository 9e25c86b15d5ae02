import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockReleased, oneAtATime, takeLock } from '../../scripts/lib/process-lock.mjs';

const dirs: string[] = [];
const lockFile = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-process-lock-'));
  dirs.push(dir);
  return path.join(dir, 'job.lock');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a lock file between processes', () => {
  it('is taken once until it is removed', () => {
    const lock = lockFile();
    expect(takeLock(lock)).toBe(true);
    expect(takeLock(lock)).toBe(false);
    rmSync(lock);
    expect(takeLock(lock)).toBe(true);
  });

  it('keeps a waiter waiting while its holder lives, and lets it go once the lock is removed', async () => {
    const lock = lockFile();
    takeLock(lock);
    let released = false;
    const waiting = lockReleased(lock).then(() => (released = true));
    // Its first look is synchronous: had it found the lock free (or its holder dead), it would
    // have settled by the next turn of the event loop.
    await new Promise(setImmediate);
    expect(released).toBe(false);
    expect(existsSync(lock)).toBe(true);
    rmSync(lock);
    await waiting;
    expect(released).toBe(true);
  });

  it('removes a lock whose holder has exited without removing it', async () => {
    const lock = lockFile();
    const exited = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lock, String(exited));
    await lockReleased(lock);
    expect(existsSync(lock)).toBe(false);
    expect(takeLock(lock)).toBe(true);
  });

  it('runs one job at a time, the second once the first has released the lock', async () => {
    const lock = lockFile();
    const order: string[] = [];
    let releaseFirst!: () => void;
    const first = oneAtATime(lock, async () => {
      order.push('first starts');
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      order.push('first ends');
    });
    const second = oneAtATime(lock, async () => {
      order.push('second starts');
      return 'second';
    });
    await expect.poll(() => order).toEqual(['first starts']);
    releaseFirst();
    expect(await second).toBe('second');
    await first;
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
    expect(existsSync(lock)).toBe(false);
  });
});
