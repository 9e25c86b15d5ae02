import { execFile, spawn } from 'node:child_process';
import { chmod, cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedCluster } from '../../api/src/postgres/cluster.js';
import { binariesReachableBy, installedBinaries } from '../../api/src/postgres/binaries.js';
import { isAlive } from '../../api/src/postgres/process-identity.js';
import { StateFolderInUseError } from '../../api/src/postgres/state-folder-lock.js';
import { postgresOsUser } from '../../api/src/postgres/system-user.js';
import { removeStateDir } from '../harness/temp-state.js';

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A folder only its owner may enter, like /root: the postgres user cannot reach inside it. */
async function privateFolder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'atrium-private-'));
  await chmod(dir, 0o700);
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('the embedded cluster', () => {
  it('starts, keeps its data across restarts, and stops cleanly', async () => {
    const stateDir = join(await privateFolder(), 'clone', '.atrium');
    cleanups.push(() => removeStateDir(stateDir));
    const cluster = new EmbeddedCluster({ stateDir, unsafeFast: true });
    await cluster.start();
    cleanups.push(() => cluster.stop());
    if (asRoot) {
      // Run as root from a root-only folder: the cluster moved where the postgres user can reach it.
      expect(cluster.dataFolder).toMatch(/^\/var\/lib\/atrium\//);
    }
    const client = new pg.Client(cluster.connectionString('postgres'));
    await client.connect();
    await client.query('CREATE TABLE kept (x int); INSERT INTO kept VALUES (42)');
    await client.end();
    const port = cluster.connected().port;
    await cluster.stop();
    await expect(stat(join(cluster.dataFolder, 'postmaster.pid'))).rejects.toThrow();

    await cluster.start();
    expect(cluster.connected().port).toBe(port);
    const again = new pg.Client(cluster.connectionString('postgres'));
    await again.connect();
    expect((await again.query('SELECT x FROM kept')).rows).toEqual([{ x: 42 }]);
    await again.end();
  });

  it('copies the binaries to a shared cache when the postgres user cannot reach them', async () => {
    // As root, the real postgres user; otherwise an unprivileged stand-in ("nobody"), for whom
    // a private folder is just as unreachable. Reachability is judged from modes, not by trying.
    const user = (await postgresOsUser()) ?? { uid: 65534, gid: 65534 };
    const installed = await installedBinaries();
    // Put a copy of the package's binaries inside a private folder, as in a clone under /root.
    const hidden = join(await privateFolder(), 'native');
    await cp(installed.root, hidden, { recursive: true, verbatimSymlinks: true });
    const cacheRoot = await mkdtemp(join(tmpdir(), 'atrium-cache-'));
    await chmod(cacheRoot, 0o755);
    cleanups.push(() => rm(cacheRoot, { recursive: true, force: true }));

    const usable = await binariesReachableBy(user, cacheRoot, {
      ...installed,
      root: hidden,
      postgres: join(hidden, 'bin', 'postgres'),
    });
    expect(usable.root.startsWith(cacheRoot)).toBe(true);
    const runAs = asRoot ? { uid: user.uid, gid: user.gid } : {};
    const { stdout } = await run(usable.postgres, ['--version'], runAs);
    expect(stdout).toContain('15.18');
  });

  it('says why when Postgres cannot start', async () => {
    const stateDir = join(await privateFolder(), '.atrium');
    cleanups.push(() => removeStateDir(stateDir));
    const cluster = new EmbeddedCluster({ stateDir, unsafeFast: true });
    await cluster.start();
    await cluster.stop();
    // Corrupt the configuration so the server refuses to start.
    await run('sh', [
      '-c',
      `echo "shared_buffers = 'nonsense'" >> ${join(cluster.dataFolder, 'postgresql.auto.conf')}`,
    ]);
    await expect(cluster.start()).rejects.toThrow(
      /Postgres exited during start-up.*shared_buffers/,
    );
  });

  it('refuses a second start on the same state folder, leaving the running one alone', async () => {
    const stateDir = join(await privateFolder(), '.atrium');
    cleanups.push(() => removeStateDir(stateDir));
    const running = new EmbeddedCluster({ stateDir, unsafeFast: true });
    await running.start();
    cleanups.push(() => running.stop());
    const stateBefore = await readFile(join(stateDir, 'cluster.json'), 'utf8');

    const second = new EmbeddedCluster({ stateDir, unsafeFast: true });
    const refusal = second.start();
    await expect(refusal).rejects.toThrow(StateFolderInUseError);
    await expect(refusal).rejects.toThrow(
      `Another Atrium (pid ${process.pid}) is using the state folder ${stateDir}. Stop it first, or set ATRIUM_DATA_DIR to another folder.`,
    );
    // Neither its port nor its Postgres was touched.
    expect(await readFile(join(stateDir, 'cluster.json'), 'utf8')).toBe(stateBefore);
    const client = new pg.Client(running.connectionString('postgres'));
    await client.connect();
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await client.end();
  });

  it('never signals a program that a stale postmaster.pid names, and starts anyway', async () => {
    const stateDir = join(await privateFolder(), '.atrium');
    cleanups.push(() => removeStateDir(stateDir));
    const cluster = new EmbeddedCluster({ stateDir, unsafeFast: true });
    await cluster.start();
    const pidFile = join(cluster.dataFolder, 'postmaster.pid');
    const realPidFile = await readFile(pidFile, 'utf8');
    await cluster.stop();

    // The pid of a dead postmaster, since reused by an unrelated program (here as root, like us).
    const bystander = spawn('sleep', ['60'], { stdio: 'ignore' });
    cleanups.push(async () => bystander.kill('SIGKILL'));
    const [, ...rest] = realPidFile.split('\n');
    await writeFile(pidFile, [String(bystander.pid), ...rest].join('\n'));

    await cluster.start();
    cleanups.push(() => cluster.stop());
    expect(isAlive(bystander.pid!)).toBe(true);
    expect(bystander.signalCode).toBeNull();
    const client = new pg.Client(cluster.connectionString('postgres'));
    await client.connect();
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await client.end();
  });
});
