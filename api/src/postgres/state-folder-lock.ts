import { unlinkSync } from 'node:fs';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isAlive, processStartTime } from './process-identity.js';

/** The file in the state folder that names the Atrium process using it. */
export const LOCK_FILE = 'atrium.lock';

/** Who holds the lock: a pid, and that process's start time so a reused pid is not mistaken. */
interface LockOwner {
  readonly pid: number;
  readonly startTime?: string;
}

export class StateFolderInUseError extends Error {
  constructor(
    readonly pid: number,
    readonly stateDir: string,
  ) {
    super(
      `Another Atrium (pid ${pid}) is using the state folder ${stateDir}. Stop it first, or set ATRIUM_DATA_DIR to another folder.`,
    );
    this.name = 'StateFolderInUseError';
  }
}

export interface StateFolderLock {
  release(): Promise<void>;
}

async function readOwner(file: string): Promise<LockOwner | undefined> {
  try {
    const owner = JSON.parse(await readFile(file, 'utf8')) as Partial<LockOwner>;
    return Number.isInteger(owner.pid) ? (owner as LockOwner) : undefined;
  } catch {
    return undefined;
  }
}

/** The owner still runs: its pid is alive and started when the lock says (not a reused pid). */
async function isRunning(owner: LockOwner): Promise<boolean> {
  if (!isAlive(owner.pid)) return false;
  return owner.startTime === undefined || (await processStartTime(owner.pid)) === owner.startTime;
}

/**
 * Makes this process the only Atrium using `stateDir`, or throws StateFolderInUseError naming the
 * one that is. A lock left by an Atrium that was killed (its process gone, or its pid now another
 * program's) is taken over. The content is written to a private file first and hard-linked into
 * place, so the lock appears complete or not at all, and two starters cannot both create it.
 */
export async function lockStateFolder(stateDir: string): Promise<StateFolderLock> {
  const file = join(stateDir, LOCK_FILE);
  const mine: LockOwner = { pid: process.pid, startTime: await processStartTime(process.pid) };
  const draft = `${file}.${process.pid}`;
  await writeFile(draft, JSON.stringify(mine), { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      const linked = await link(draft, file).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'EEXIST') return false;
          throw error;
        },
      );
      if (linked) return held(file);
      const owner = await readOwner(file);
      if (owner && (await isRunning(owner))) throw new StateFolderInUseError(owner.pid, stateDir);
      await rm(file, { force: true });
    }
  } finally {
    await rm(draft, { force: true });
  }
  throw new Error(`Could not lock the state folder ${stateDir}: ${file} keeps reappearing`);
}

function held(file: string): StateFolderLock {
  // A crash that skips release() must not leave the folder locked until the next start notices.
  const releaseOnExit = () => {
    try {
      unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
  process.once('exit', releaseOnExit);
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      process.removeListener('exit', releaseOnExit);
      await rm(file, { force: true });
    },
  };
}
