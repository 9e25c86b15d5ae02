import { createServer } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../api/src/postgres/free-port.js';
import { query } from '../harness/api.js';
import { spawnAtrium } from '../harness/start-process.js';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';

describe('npm start', () => {
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
    const first = spawnAtrium({ PORT: port, ATRIUM_DATA_DIR: stateDir });
    const url = await first.ready;
    expect(url).toBe(`http://127.0.0.1:${port}`);
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
