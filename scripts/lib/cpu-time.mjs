import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/**
 * Linux's clock tick, the unit of /proc's CPU times: USER_HZ, 100 on every architecture Node
 * runs on.
 */
const TICK_MS = 10;

/** A /proc/<pid>/stat line's fields after the command name (which may hold spaces). */
const statFields = (line) => line.slice(line.lastIndexOf(')') + 2).split(' ');

/**
 * The CPU time of this process's children that have ended, theirs and everything they waited for
 * (`cutime` and `cstime`): what a step and all it started used, read by the wrapper that ran it.
 * Undefined where there is no /proc.
 * @returns {number | undefined} milliseconds
 */
export function endedChildrenCpuMs() {
  try {
    const fields = statFields(readFileSync('/proc/self/stat', 'utf8'));
    // Fields 16 and 17 of proc(5), counted from the state (field 3) here.
    return (Number(fields[13]) + Number(fields[14])) * TICK_MS;
  } catch {
    return undefined;
  }
}

/**
 * The CPU time with-cpu-time.mjs wrote to `file`; undefined if it wrote none (no /proc, or the
 * step did not run).
 * @param {string} file
 * @returns {number | undefined} milliseconds
 */
export function recordedCpuMs(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8')).cpuMs;
  } catch {
    return undefined;
  }
}

/**
 * The machine's CPU time so far, busy and idle, from /proc/stat's first line; undefined where
 * there is none.
 * @returns {{ busyMs: number, idleMs: number } | undefined}
 */
export function machineCpu() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.map(Number);
    return {
      busyMs: (user + nice + system + irq + softirq + steal) * TICK_MS,
      idleMs: (idle + iowait) * TICK_MS,
    };
  } catch {
    return undefined;
  }
}

/**
 * How busy the machine's cores were between two readings of `machineCpu()`: the line that says
 * whether a slow run waited on something or had no core to spare.
 * @param {{ busyMs: number, idleMs: number } | undefined} before
 * @param {{ busyMs: number, idleMs: number } | undefined} after
 * @returns {string | undefined}
 */
export function coresBusy(before, after) {
  if (!before || !after) return undefined;
  const busy = after.busyMs - before.busyMs;
  const idle = after.idleMs - before.idleMs;
  const share = busy / Math.max(1, busy + idle);
  return `${cpus().length} cores ${Math.round(share * 100)}% busy`;
}
