import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { processStartTime } from '../../api/src/postgres/process-identity.js';
import {
  LOCK_FILE,
  lockStateFolder,
  StateFolderInUseError,
} from '../../api/src/postgres/state-folder-lock.js';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';

/** The state-folder lock against real processes: which owners count as still running. */
describe('the state-folder lock', () => {
  const bystander = spawn('sleep', ['60'], { stdio: 'ignore' });
  let stateDir: string;
  beforeEach(async () => {
    stateDir = await makeStateDir('lock');
    return () => removeStateDir(stateDir);
  });
  afterAll(() => bystander.kill('SIGKILL'));

  const lockFile = () => join(stateDir, LOCK_FILE);
  const owner = async () => JSON.parse(await readFile(lockFile(), 'utf8')) as { pid: number };

  it('refuses while its owner runs, naming its pid', async () => {
    await writeFile(
      lockFile(),
      JSON.stringify({ pid: bystander.pid, startTime: await processStartTime(bystander.pid!) }),
    );
    await expect(lockStateFolder(stateDir)).rejects.toThrow(StateFolderInUseError);
    await expect(lockStateFolder(stateDir)).rejects.toThrow(`(pid ${bystander.pid})`);
    expect((await owner()).pid).toBe(bystander.pid);
  });

  it('takes over a lock whose pid now belongs to a later process', async () => {
    await writeFile(lockFile(), JSON.stringify({ pid: bystander.pid, startTime: '1' }));
    const lock = await lockStateFolder(stateDir);
    expect((await owner()).pid).toBe(process.pid);
    await lock.release();
    await expect(readFile(lockFile())).rejects.toThrow();
  });

  it('takes over a lock whose process is gone, or that is unreadable', async () => {
    const gone = spawn('true');
    await new Promise((resolve) => gone.once('exit', resolve));
    await writeFile(lockFile(), JSON.stringify({ pid: gone.pid }));
    const first = await lockStateFolder(stateDir);
    expect((await owner()).pid).toBe(process.pid);
    await first.release();

    await writeFile(lockFile(), 'half-written');
    const second = await lockStateFolder(stateDir);
    expect((await owner()).pid).toBe(process.pid);
    await second.release();
  });
});
