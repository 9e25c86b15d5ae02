import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../api/src/postgres/free-port.js';
import { packAtrium } from '../../packages/atrium/build/pack.mjs';
import { packSdk } from '../../packages/build/pack-sdk.mjs';
import { api, query } from '../harness/api.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { clusterUrl } from '../harness/cluster-url.js';
import { spawnAtrium, type AtriumProcess } from '../harness/start-process.js';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';

const run = promisify(execFile);

/** npm outside the repository: without this run's Vitest and pnpm variables (plugin-kit.test.ts). */
const outsideEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !/^(VITEST|__VITEST|npm_|PNPM)/i.test(name) && name !== 'NODE_OPTIONS',
  ),
);
const NPM_FLAGS = ['--prefer-offline', '--no-audit', '--no-fund'];

/** Two third-party packages the deployment must leave out, by name, and keep working. */
const FIXTURES = {
  'throwing-manifest': {
    name: '@acme/throwing-manifest',
    manifest: `throw new Error('The acme manifest threw on purpose.');\n`,
    dependencies: {},
  },
  'own-react': {
    name: '@acme/own-react',
    manifest: `import { useState } from 'react';\nexport default { id: 'own-react', hook: useState };\n`,
    // Not the host's React: npm puts this copy inside the package.
    dependencies: { react: '18.3.1' },
  },
};

/** Writes a fixture package and packs it into `tarballs`; answers the tarball's path. */
async function packFixture(folder: string, fixture: (typeof FIXTURES)[keyof typeof FIXTURES]) {
  const dir = join(folder, basename(fixture.name));
  await mkdir(dir, { recursive: true });
  const manifest = {
    name: fixture.name,
    version: '1.0.0',
    type: 'module',
    atrium: { apiVersion: 2 },
    exports: { './manifest': './manifest.js' },
    dependencies: fixture.dependencies,
  };
  await writeFile(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  await writeFile(join(dir, 'manifest.js'), fixture.manifest);
  const { stdout } = await run('npm', ['pack', '--silent', '--pack-destination', folder], {
    cwd: dir,
    env: outsideEnv,
  });
  return join(folder, stdout.trim());
}

/**
 * Issue 26, docs/guides/first-plugin.md §9: Atrium and the hello example packed into tarballs,
 * installed with plain npm into a folder outside the repository (no links), hello added with the
 * one documented command (`atrium plugin add`) beside a package whose manifest throws and one
 * that brings its own React, and started there with `atrium start`, which builds the plugins'
 * screens against the prebuilt app's one copy of each shared library. Hello is switched on from
 * /admin/plugins in Chromium, used (screen, row-menu entry, server route) on a second instance
 * of the same platform database started after, and switched off: its route answers 404 and its
 * menu item goes on that second instance too. The two other packages are listed by name.
 */
describe('a deployment outside the repository', () => {
  let folder: string;
  let site: string;
  let browser: TestBrowser;
  let secondBrowser: TestBrowser | undefined;
  const states: string[] = [];
  const instances: AtriumProcess[] = [];
  const secret = { ATRIUM_SECRET_KEY: randomBytes(32).toString('base64url') };

  /** `atrium start` in the deployment folder, as its own bin runs it. */
  const startAtriumThere = async (env: Record<string, string>) => {
    const stateDir = await makeStateDir('e2e-deployment');
    states.push(stateDir);
    const atrium = spawnAtrium(
      { PORT: String(await freePort()), ATRIUM_DATA_DIR: stateDir, ...secret, ...env },
      { command: { args: [join(site, 'node_modules/atrium/bin/atrium.mjs'), 'start'], cwd: site } },
    );
    instances.push(atrium);
    return { url: await atrium.ready, stateDir };
  };

  let first: { url: string; stateDir: string };

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'atrium-deployment-'));
    const tarballs = join(folder, 'tarballs');
    const [sdk, atrium] = await Promise.all([
      // JavaScript alone: a deployment runs it, and the declarations were most of the build.
      packSdk(tarballs, ['examples/hello-plugin'], { declarations: false }),
      packAtrium(join(folder, 'atrium')),
    ]);
    const tarball = (prefix: string) => sdk.find((path) => basename(path).startsWith(prefix))!;
    site = join(folder, 'site');
    await mkdir(site);
    await writeFile(join(site, 'package.json'), '{ "private": true }\n');
    // Atrium and the SDK the plugins' peers name (not on a registry yet), from their tarballs.
    const sdkPeers = [
      'atrium-plugin-api-',
      'atrium-plugin-server-',
      'atrium-design-system-',
      'atrium-plugin-data-grid-',
    ];
    await run('npm', ['install', ...NPM_FLAGS, atrium, ...sdkPeers.map(tarball)], {
      cwd: site,
      env: outsideEnv,
    });
    const fixtures = await Promise.all(
      Object.values(FIXTURES).map((fixture) => packFixture(join(folder, 'fixtures'), fixture)),
    );
    // The one documented command, all three packages in one npm install.
    await run(
      process.execPath,
      [
        join(site, 'node_modules/atrium/bin/atrium.mjs'),
        'plugin',
        'add',
        tarball('atrium-examples-hello-plugin-'),
        ...fixtures,
        ...NPM_FLAGS,
      ],
      { cwd: site, env: outsideEnv },
    );
    first = await startAtriumThere({});
    browser = await launchBrowser();
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await secondBrowser?.close();
    for (const atrium of instances.reverse()) await atrium.stop();
    for (const stateDir of states) await removeStateDir(stateDir);
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const open = async (url: string) => {
    const page = await browser.context.newPage();
    await page.goto(url);
    return page;
  };
  const helloLink = (page: Page) =>
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Hello', exact: true });
  /** Flips hello's switch on /admin/plugins, in the list it is in now (plugins-runtime.test.ts). */
  const flipHello = async (page: Page, from: 'On' | 'Off') => {
    const toggle = page
      .getByRole('region', { name: from })
      .getByRole('switch', { name: 'Hello on', exact: true });
    await toggle.waitFor({ state: 'attached' });
    await toggle.focus();
    await page.keyboard.press('Space');
    await page
      .getByRole('region', { name: from === 'On' ? 'Off' : 'On' })
      .getByRole('switch', { name: 'Hello on', exact: true })
      .waitFor({ state: 'attached' });
  };

  it('installs with the one command: each package a folder of its own, listed in atrium.config.json', async () => {
    const config = JSON.parse(await readFile(join(site, 'atrium.config.json'), 'utf8')) as {
      packages: string[];
    };
    expect(config.packages).toEqual([
      '@atrium-examples/hello-plugin',
      '@acme/throwing-manifest',
      '@acme/own-react',
    ]);
    for (const name of ['atrium', '@atrium/plugin-server', ...config.packages]) {
      const installed = await lstat(join(site, 'node_modules', name));
      expect(installed.isDirectory() && !installed.isSymbolicLink(), name).toBe(true);
    }
  });

  it('serves the docs site the package ships at /docs', async () => {
    const docs = await fetch(`${first.url}/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('<title>Atrium docs</title>');
  });

  it('lists the package whose manifest throws and the one with its own React by name, and keeps working', async () => {
    const admin = await open(`${first.url}/admin/plugins`);
    const off = admin.getByRole('region', { name: 'Off' });
    const throwing = off.getByText('@acme/throwing-manifest', { exact: true });
    await throwing.waitFor();
    expect(await throwing.locator('xpath=..').textContent()).toContain(
      "Left out: @acme/throwing-manifest's manifest threw: The acme manifest threw on purpose.",
    );
    const ownReact = off.getByText('@acme/own-react', { exact: true });
    await ownReact.waitFor();
    expect(await ownReact.locator('xpath=..').textContent()).toContain(
      'Left out: @acme/own-react bundles its own copy of react',
    );
    // Hello, installed beside them, is listed and off.
    await off.getByRole('switch', { name: 'Hello on', exact: true }).waitFor({ state: 'attached' });
  });

  it(
    'switches hello on in Chromium, runs it on a second instance, and switches it off there too',
    { timeout: 180_000 },
    async () => {
      const admin = await open(`${first.url}/admin/plugins`);
      await flipHello(admin, 'Off');
      const here = await open(`${first.url}/project/default`);
      await helloLink(here).click();
      await expect
        .poll(() => here.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 })
        .toBe('Hello, default');

      // Started now, the second instance imports hello's server part: hello is on at its start.
      const second = await startAtriumThere({
        DATABASE_URL: await clusterUrl(first.stateDir, 'postgres'),
        ATRIUM_PLATFORM_DATABASE_URL: await clusterUrl(first.stateDir, 'atrium'),
      });
      const greeting = await api<{ message: string }>(
        'GET',
        '/api/plugins/hello/greeting',
        undefined,
        second.url,
      );
      expect(greeting.status).toBe(200);
      secondBrowser = await launchBrowser({ signedInAt: [second.url] });
      const page = await secondBrowser.context.newPage();
      await page.goto(`${second.url}/project/default`);
      await helloLink(page).click();
      await page
        .getByText('Hello from the hello plugin’s own API route.', { exact: true })
        .waitFor();

      const table = `hello_deployed_${randomBytes(4).toString('hex')}`;
      await query(
        `create table public.${table} (id uuid primary key default gen_random_uuid(), name text);
       insert into public.${table} (id, name) values ('0f8fad5b-d9cb-469f-a165-70867728950e', 'Rex');`,
        {},
        second.url,
      );
      const [{ id }] = (
        await query<{ id: number }>(
          `select 'public.${table}'::regclass::oid::int as id`,
          {},
          second.url,
        )
      ).body as [{ id: number }];
      const grid = await secondBrowser.context.newPage();
      await grid.goto(`${second.url}/project/default/editor/${id}`);
      await grid
        .getByRole('grid', { name: table })
        .getByText('Rex', { exact: true })
        .click({ button: 'right' });
      await grid
        .getByRole('menu', { name: 'Row actions' })
        .getByRole('menuitem', { name: 'Say hello to this row', exact: true })
        .click();
      await grid
        .getByText(`Hello, row 0f8fad5b-d9cb-469f-a165-70867728950e of public.${table}!`, {
          exact: true,
        })
        .waitFor();

      await flipHello(admin, 'On');
      // The second instance follows: its open page loses the menu item, its route answers 404.
      await helloLink(page).waitFor({ state: 'detached', timeout: 15_000 });
      await expect
        .poll(
          async () =>
            (await api('GET', '/api/plugins/hello/greeting', undefined, second.url)).status,
          { timeout: 10_000 },
        )
        .toBe(404);
      await query(`drop table public.${table}`, {}, second.url);
    },
  );
});
