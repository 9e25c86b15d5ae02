import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './env.js';
import { webAppRoutes } from './web-app.js';

describe('the web app routes', () => {
  let root: string;
  let app: Hono<AppEnv>;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'atrium-web-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>Atrium</title>');
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'assets', 'main-1a2b.js'), 'console.log("atrium")');
    app = new Hono<AppEnv>().route('/', webAppRoutes(root));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('answers client-side routes with index.html, the sign-in pages included', async () => {
    for (const path of ['/project/default', '/sign-in', '/setup']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>Atrium</title>');
    }
  });

  it("leaves the API's paths to the API, /auth/v1 included (pnpm dev proxies the same list)", async () => {
    for (const path of ['/platform/nope', '/auth/v1/nope', '/api/plugins/nope']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });

  it('lets browsers keep the hashed assets for good, and never index.html', async () => {
    const asset = await app.request('/assets/main-1a2b.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log("atrium")');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await app.request('/project/default');
    expect(page.headers.get('cache-control')).toBeNull();
  });
});
