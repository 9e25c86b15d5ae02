import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/src/app.js';
import { createLogger } from '../../api/src/logger.js';
import type { ProjectRegistry } from '../../api/src/projects/registry.js';
import { sharedClusterUrl } from '../harness/shared-cluster-instance.js';

const SITE =
  '<!doctype html><title>Atrium documentation</title><script src="./assets/site-1a2b.js"></script>';
const WEB_APP = '<!doctype html><title>Atrium</title>';

/**
 * The sign-in page's Documentation link, `/docs/`: the server answers the built docs site
 * (`docs/site/dist`, here a folder made by the test) to anyone, with the security headers every
 * answer has, and says how to build it when it is not built, never the web app in its place.
 */
describe('the docs site at /docs/', () => {
  let dir: string;
  let platform: pg.Pool;
  const appWith = (docsRoot: string | undefined) =>
    createApp({
      platform,
      projects: {} as ProjectRegistry,
      log: createLogger('silent'),
      deployment: { plugins: [], hosted: false, flags: {} },
      webRoot: join(dir, 'web'),
      docsRoot,
    });
  const get = (app: ReturnType<typeof appWith>, path: string) =>
    app.request(`http://127.0.0.1${path}`);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atrium-docs-'));
    await mkdir(join(dir, 'docs', 'assets'), { recursive: true });
    await mkdir(join(dir, 'web'));
    await writeFile(join(dir, 'docs', 'index.html'), SITE);
    await writeFile(join(dir, 'docs', 'assets', 'site-1a2b.js'), 'console.log("docs")');
    await writeFile(join(dir, 'web', 'index.html'), WEB_APP);
    await writeFile(join(dir, 'secret.txt'), 'not for the web');
    platform = new pg.Pool({ connectionString: sharedClusterUrl('atrium'), max: 1 });
  });
  afterAll(async () => {
    await platform?.end();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers the site without a session, with the security headers and cached assets', async () => {
    const app = appWith(join(dir, 'docs'));
    const redirect = await get(app, '/docs');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/docs/');
    const page = await get(app, '/docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toBe(SITE);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const asset = await get(app, '/docs/assets/site-1a2b.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log("docs")');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('answers a clear 404 for what the site does not have, outside its folder included', async () => {
    const app = appWith(join(dir, 'docs'));
    // A plain or dotted `..` never arrives: URLs are normalised (`/docs/../x` is `/x`).
    for (const path of [
      '/docs/nope.html',
      '/docs/..%2fsecret.txt',
      '/docs/assets/..%5csecret.txt',
    ]) {
      const response = await get(app, path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('not for the web');
    }
    expect(await (await get(app, '/docs/nope.html')).text()).toBe(
      'No such page in the documentation.',
    );
  });

  it('says how to build the site when it is not built, not the web app in its place', async () => {
    const app = appWith(undefined);
    for (const path of ['/docs/', '/docs/assets/site-1a2b.js']) {
      const response = await get(app, path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(
        'The documentation is not built; run npm run build.',
      );
    }
    expect(await (await get(app, '/sign-in')).text()).toBe(WEB_APP);
  });

  it('serves a site built after the server started, from the folder it is built into', async () => {
    const later = join(dir, 'later');
    const app = appWith(later);
    expect(await (await get(app, '/docs/')).text()).toBe(
      'The documentation is not built; run npm run build.',
    );
    await mkdir(later);
    await writeFile(join(later, 'index.html'), SITE);
    const page = await get(app, '/docs/');
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(SITE);
  });
});
