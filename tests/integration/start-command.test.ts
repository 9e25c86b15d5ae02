import { createServer } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../api/src/postgres/free-port.js';
import { isAlive } from '../../api/src/postgres/process-identity.js';
import { query } from '../harness/api.js';
import { spawnAtrium } from '../harness/start-process.js';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';
import { rememberToken } from '../harness/instance-tokens.js';
import { OWNER, ownerToken } from '../harness/owner.js';

/**
 * Like `npm start`, each start first builds the web app when its sources changed since the last
 * build, which takes up to a minute; the test timeouts leave room for it. Even with nothing to
 * build, this file's nine starts are its minute: each one imports the API's ~750 modules through
 * tsx's loader (about 2.5 s of CPU, a third of it in the loader thread's messages on Node 20),
 * then starts and stops Postgres.
 */
const MAY_BUILD_MS = 180_000;

describe('npm start', { timeout: MAY_BUILD_MS }, () => {
  let stateDir: string;
  beforeAll(async () => {
    stateDir = await makeStateDir('start');
  });
  afterAll(() => removeStateDir(stateDir));

  const pgDataOf = async () =>
    (JSON.parse(await readFile(join(stateDir, 'cluster.json'), 'utf8')) as { pgData: string })
      .pgData;

  it('stops Postgres cleanly on Ctrl-C and reuses the data on the next start', async () => {
    const port = String(await freePort());
    const first = spawnAtrium({ PORT: port, ATRIUM_DATA_DIR: stateDir }, { owner: false });
    const url = await first.ready;
    expect(url).toBe(`http://127.0.0.1:${port}`);
    // No account yet: the one-time setup link for the first owner, on the console only.
    await expect
      .poll(() => first.output())
      .toMatch(new RegExp(`Create the owner here.*\\n  ${url}/setup\\?token=[\\w-]{43}\\n`));
    // The owner the later starts sign in as, created through that link.
    const link = new URL(/(http\S+\/setup\?token=\S+)/.exec(first.output())![1]!);
    const setup = await fetch(`${url}/auth/v1/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...OWNER, token: link.searchParams.get('token') }),
    });
    expect(setup.status).toBe(201);
    rememberToken(url, await ownerToken(url));
    expect(
      (await query('CREATE TABLE survives (x int); INSERT INTO survives VALUES (7)', {}, url))
        .status,
    ).toBe(200);
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('Atrium stopped.');
    await expect(stat(join(await pgDataOf(), 'postmaster.pid'))).rejects.toThrow();

    const second = spawnAtrium({ PORT: port, ATRIUM_DATA_DIR: stateDir });
    try {
      const again = await second.ready;
      expect((await query('SELECT x FROM survives', {}, again)).body).toEqual([{ x: 7 }]);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });

  it('answers the request in flight on SIGTERM, then stops Postgres and exits 0', async () => {
    const atrium = spawnAtrium({ PORT: String(await freePort()), ATRIUM_DATA_DIR: stateDir });
    const url = await atrium.ready;
    const inFlight = query('SELECT pg_sleep(2)::text AS slept', {}, url);
    // SIGTERM only once the statement is really running in Postgres.
    await expect
      .poll(
        async () =>
          (
            await query<{ n: number }>(
              "SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(2)%'",
              {},
              url,
            )
          ).body[0]?.n,
        { timeout: 10_000, interval: 50 },
      )
      .toBe(1);
    atrium.child.kill('SIGTERM');

    expect(await inFlight).toEqual({ status: 200, body: [{ slept: '' }] });
    expect(await atrium.exited).toBe(0);
    expect(atrium.output()).toContain('Atrium stopped.');
    await expect(stat(join(await pgDataOf(), 'postmaster.pid'))).rejects.toThrow();
  });

  it('stops cleanly, Postgres included, on a Ctrl-C that comes while it is starting', async () => {
    const atrium = spawnAtrium({
      PORT: String(await freePort()),
      ATRIUM_DATA_DIR: stateDir,
      LOG_LEVEL: 'info',
    });
    // Postgres is up; migrations, the bootstrap and the HTTP server are still to come.
    await expect
      .poll(atrium.output, { timeout: MAY_BUILD_MS - 30_000, interval: 20 })
      .toContain('embedded Postgres started');
    atrium.child.kill('SIGINT');

    expect(await atrium.exited).toBe(0);
    expect(atrium.output()).toContain('Atrium stopped.');
    await expect(stat(join(await pgDataOf(), 'postmaster.pid'))).rejects.toThrow();
  });

  it('refuses to start while another Atrium uses the state folder, and leaves it running', async () => {
    const first = spawnAtrium({ PORT: String(await freePort()), ATRIUM_DATA_DIR: stateDir });
    try {
      const url = await first.ready;
      const stateBefore = await readFile(join(stateDir, 'cluster.json'), 'utf8');

      const second = spawnAtrium({ PORT: String(await freePort()), ATRIUM_DATA_DIR: stateDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        `Another Atrium (pid ${first.child.pid}) is using the state folder ${stateDir}. Stop it first, or set ATRIUM_DATA_DIR to another folder.`,
      );
      expect(second.output()).not.toMatch(/^\s+at /m);
      // The first one's Postgres, port and data were not touched.
      expect(await readFile(join(stateDir, 'cluster.json'), 'utf8')).toBe(stateBefore);
      expect((await query('SELECT 1 AS one', {}, url)).body).toEqual([{ one: 1 }]);
    } finally {
      expect(await first.stop()).toBe(0);
    }
  });

  it('starts after an Atrium that was killed, stopping the Postgres it left running', async () => {
    const killed = spawnAtrium({ PORT: String(await freePort()), ATRIUM_DATA_DIR: stateDir });
    await killed.ready;
    const orphan = Number(
      (await readFile(join(await pgDataOf(), 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    // SIGKILL: no shutdown, so its lock file and its Postgres (in its own process group) remain.
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(isAlive(orphan)).toBe(true);

    const next = spawnAtrium({ PORT: String(await freePort()), ATRIUM_DATA_DIR: stateDir });
    try {
      const url = await next.ready;
      expect(isAlive(orphan)).toBe(false);
      expect((await query('SELECT 1 AS one', {}, url)).body).toEqual([{ one: 1 }]);
    } finally {
      expect(await next.stop()).toBe(0);
    }
  });

  it('names the port, without a stack trace, when the port is taken', async () => {
    const blocker = createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port)),
    );
    try {
      const atrium = spawnAtrium({ PORT: String(port), ATRIUM_DATA_DIR: stateDir });
      expect(await atrium.exited).toBe(1);
      expect(atrium.output()).toContain(
        `Port ${port} on 127.0.0.1 is already in use. Stop whatever is using it, or set PORT to another port.`,
      );
      expect(atrium.output()).not.toMatch(/^\s+at /m);
      // Postgres, started before the port was tried, was stopped again.
      await expect(stat(join(await pgDataOf(), 'postmaster.pid'))).rejects.toThrow();
    } finally {
      blocker.close();
    }
  });

  it('refuses invalid configuration with a message naming the variable', async () => {
    const atrium = spawnAtrium({ PORT: 'eighty', ATRIUM_DATA_DIR: stateDir });
    expect(await atrium.exited).toBe(1);
    expect(atrium.output()).toContain('Invalid configuration: PORT');
    expect(atrium.output()).not.toMatch(/^\s+at /m);
  });
});
