import { stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

export interface OsUser {
  readonly uid: number;
  readonly gid: number;
}

export interface DirectoryStat {
  readonly mode: number;
  readonly uid: number;
  readonly gid: number;
}

/** True when `user` may search (`x`) a directory with these owner and mode bits. */
export function canSearch(dir: DirectoryStat, user: OsUser): boolean {
  if (user.uid === 0) return true;
  if (dir.uid === user.uid) return (dir.mode & 0o100) !== 0;
  if (dir.gid === user.gid) return (dir.mode & 0o010) !== 0;
  return (dir.mode & 0o001) !== 0;
}

/** Every directory from the root down to `path`, inclusive. */
export function ancestorsOf(path: string): string[] {
  const chain: string[] = [];
  for (let current = resolve(path); ; current = dirname(current)) {
    chain.unshift(current);
    if (dirname(current) === current) return chain;
  }
}

/**
 * Whether `user` can reach `path`: search permission on every existing ancestor. Directories that
 * do not exist yet are skipped, since we create them with open modes.
 */
export async function isReachableBy(path: string, user: OsUser): Promise<boolean> {
  for (const dir of ancestorsOf(path)) {
    const info = await stat(dir).catch(() => undefined);
    if (info === undefined) continue;
    if (!canSearch(info, user)) return false;
  }
  return true;
}
