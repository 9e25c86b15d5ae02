/** Types for process-lock.mjs, so TypeScript can take and wait for the same locks. */

/** Creates `lock` holding this process's id; false if another process holds it. */
export function takeLock(lock: string): boolean;
/** Resolves once `lock` is gone, or its holder has exited (its lock is then removed). */
export function lockReleased(lock: string): Promise<void>;
/** Runs `work` holding `lock`, once no other process holds it. */
export function oneAtATime<T>(lock: string, work: () => Promise<T>): Promise<T>;
