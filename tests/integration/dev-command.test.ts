import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, isPortFree } from '../../api/src/postgres/free-port.js';
import { REPO_ROOT } from '../harness/start-instance.js';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';

/** Runs `node scripts/dev.mjs`, what `pnpm dev` runs, in its own process group. */
function spawnDev(env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...env };
  // The proxy target must come from PORT, not from anything inherited.
  delete childEnv.ATRIUM_API_URL;
  const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts', 'dev.mjs')], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so the test can press Ctrl-C the way a terminal does.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return {
    output: () => output,
    exited: new Promise<number | null>((resolve) => child.once('exit', resolve)),
    /**
     * Ctrl-C reaches every process of the group: dev, the API and Vite all get SIGINT, and the API
     * then gets dev's own SIGINT as well; neither may cut its shutdown short.
     */
    pressCtrlC: () => process.kill(-child.pid!, 'SIGINT'),
  };
}

/** Polls a URL until it answers 200; Vite and the API start in parallel, the API more slowly. */
async function waitFor200(url: string, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status === 200) return response;
      last = `status ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never answered 200 (last: ${last}):\n${output()}`);
}

describe('pnpm dev', { timeout: 120_000 }, () => {
  let stateDir: string;
  beforeAll(async () => {
    stateDir = await makeStateDir('dev');
  });
  afterAll(() => removeStateDir(stateDir));

  const expectPostgresStopped = async () => {
    const { pgData } = JSON.parse(await readFile(join(stateDir, 'cluster.json'), 'utf8')) as {
      pgData: string;
    };
    await expect(stat(join(pgData, 'postmaster.pid'))).rejects.toThrow();
  };

  it('proxies the API through Vite on non-default ports, and stops both cleanly', async () => {
    const apiPort = await freePort();
    const vitePort = await freePort();
    const dev = spawnDev({
      PORT: String(apiPort),
      ATRIUM_DEV_PORT: String(vitePort),
      ATRIUM_DATA_DIR: stateDir,
    });
    try {
      const web = `http://127.0.0.1:${vitePort}`;
      const health = await waitFor200(`${web}/health`, dev.output);
      expect(await health.json()).toEqual({ status: 'ok' });
      // It really is Vite answering on that port (its dev client), not the API's built app.
      expect(await (await fetch(web)).text()).toContain('/@vite/client');
      // ...and the API it proxied to is the one on PORT.
      expect((await fetch(`http://127.0.0.1:${apiPort}/health`)).status).toBe(200);
    } finally {
      dev.pressCtrlC();
      expect(await dev.exited).toBe(0);
    }
    expect(dev.output()).toContain('Atrium stopped.');
    expect(await isPortFree(apiPort)).toBe(true);
    expect(await isPortFree(vitePort)).toBe(true);
    await expectPostgresStopped();
  });

  it("fails, naming the port, when Vite's port is taken, and stops the API", async () => {
    const blocker = createServer();
    const vitePort = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port)),
    );
    try {
      const apiPort = await freePort();
      const dev = spawnDev({
        PORT: String(apiPort),
        ATRIUM_DEV_PORT: String(vitePort),
        ATRIUM_DATA_DIR: stateDir,
      });
      expect(await dev.exited).toBe(1);
      expect(dev.output()).toContain(`Port ${vitePort} is already in use`);
      // The API, stopped wherever it was in its start-up, left nothing running.
      expect(await isPortFree(apiPort)).toBe(true);
      await expectPostgresStopped();
    } finally {
      blocker.close();
    }
  });
});
