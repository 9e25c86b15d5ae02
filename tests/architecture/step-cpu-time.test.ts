import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coresBusy, recordedCpuMs } from '../../scripts/lib/cpu-time.mjs';

const run = promisify(execFile);
const WITH_CPU_TIME = join(import.meta.dirname, '../../scripts/lib/with-cpu-time.mjs');

/**
 * Node's code that spends `ms` of CPU time, then exits with `code`. It counts its own CPU time,
 * not the clock's: on a loaded machine 400 ms of wall time held about 240 ms of CPU.
 */
const busyFor = (ms: number, code = 0) =>
  `const cpuMs = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };
   while (cpuMs() < ${ms}); process.exit(${code});`;

/** `npm test`'s CPU time per step (scripts/lib/with-cpu-time.mjs, scripts/lib/cpu-time.mjs). */
describe("npm test's CPU time per step", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atrium-cpu-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('records the CPU time of what the step started, its children included', async () => {
    const file = join(dir, 'busy.json');
    // The step is a shell that starts the busy process: the grandchild's time counts too (450 ms of
    // it, read back in the kernel's 10 ms ticks).
    await run(process.execPath, [
      ...[WITH_CPU_TIME, file, 'sh', '-c', '"$0" -e "$1"'],
      ...[process.execPath, busyFor(450)],
    ]);
    expect(recordedCpuMs(file)).toBeGreaterThanOrEqual(400);
    expect(recordedCpuMs(file)).toBeLessThan(10_000);
  });

  it("exits with the step's code, and records its time still", async () => {
    const file = join(dir, 'failed.json');
    const failed = run(process.execPath, [
      ...[WITH_CPU_TIME, file, process.execPath, '-e'],
      busyFor(50, 3),
    ]);
    await expect(failed).rejects.toMatchObject({ code: 3 });
    expect(recordedCpuMs(file)).toBeGreaterThanOrEqual(0);
  });

  it('knows no CPU time for a step that wrote none', () => {
    expect(recordedCpuMs(join(dir, 'never-written.json'))).toBeUndefined();
  });

  it('says how busy the cores were between two readings', () => {
    const before = { busyMs: 1_000, idleMs: 9_000 };
    const after = { busyMs: 20_000, idleMs: 10_000 };
    expect(coresBusy(before, after)).toBe(`${cpus().length} cores 95% busy`);
    expect(coresBusy(undefined, after)).toBeUndefined();
  });
});
