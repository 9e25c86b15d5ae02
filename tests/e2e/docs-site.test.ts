import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { serveStatic } from '../harness/static-server.js';

const DIST = fileURLToPath(new URL('../../docs/site/dist', import.meta.url));

/** The built docs site, served from a sub-path as a static host would, smoke-tested in Chromium. */
describe('the docs site', () => {
  let browser: TestBrowser;
  let site: Awaited<ReturnType<typeof serveStatic>>;

  beforeAll(async () => {
    if (!existsSync(`${DIST}/index.html`)) {
      throw new Error(
        'docs/site/dist is missing: build it with `pnpm --filter @atrium/docs build`',
      );
    }
    site = await serveStatic(DIST, '/atrium-docs/');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const open = async (hash: string) => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.url}${hash}`);
    return { page, errors };
  };

  it('renders a component page with its live, interactive example', async () => {
    const { page, errors } = await open('#/components/type-to-confirm-dialog');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('TypeToConfirmDialog');
    expect(await page.getByRole('table', { name: 'TypeToConfirmDialog props' }).count()).toBe(1);
    const nav = page.getByRole('navigation', { name: 'Documentation' });
    expect(await nav.getByRole('link', { name: 'Button', exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('renders the plugin guide with the hello plugin running live', async () => {
    const { page, errors } = await open('#/guides/first-plugin');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Write your first plugin');
    const card = page.getByRole('region', { name: 'Hello' });
    await card.getByRole('link', { name: 'Open the hello plugin' }).click();
    await page.getByText('Harness location: /project/default/hello').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the screenshots beside the screens guide, every one loaded', async () => {
    const { page, errors } = await open('#/guides/screens');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('A tour of the screens');
    const grid = page.getByRole('img', { name: 'The countries table open in the grid' });
    await grid.scrollIntoViewIfNeeded();
    await expect.poll(() => grid.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
    const images = page.getByRole('img');
    expect(await images.count()).toBeGreaterThanOrEqual(10);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
  });

  it('renders the architecture pages from their markdown', async () => {
    const { page } = await open('#/architecture/plugins');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Plugins');
    expect(await page.getByText('MUST import core only through').count()).toBeGreaterThan(0);
  });
});
