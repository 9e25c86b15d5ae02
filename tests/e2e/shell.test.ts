import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

describe('the shell, served by npm start', () => {
  let browser: TestBrowser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const open = async (path = '/') => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${inject('baseUrl')}${path}`);
    return { page, errors };
  };

  it('loads the default project with the navigation', async () => {
    const { page, errors } = await open('/');
    await page.waitForURL('**/project/default');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Default project');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link', { name: 'Table Editor' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Policies' }).first().getAttribute('href')).toBe(
      '/project/default/auth/policies',
    );
    expect(errors).toEqual([]);
  });

  it('opens the command palette with Ctrl+K and runs a command', async () => {
    const { page } = await open('/project/default');
    await page.getByRole('heading', { name: 'Default project' }).waitFor();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.waitFor();
    await page.keyboard.type('go to proj');
    await expect.poll(() => palette.getByRole('menuitem').count()).toBe(1);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/projects');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Projects');
    await expect.poll(() => page.getByRole('link', { name: 'Default project' }).count()).toBe(1);
  });

  it('switches to dark mode and keeps it after a reload', async () => {
    const { page } = await open('/project/default');
    const mode = () => page.evaluate(() => document.documentElement.dataset.colorMode);
    await expect.poll(mode).toBe('light'); // headless Chromium prefers light
    await page.getByRole('button', { name: /System theme/ }).click(); // system -> light
    await page.getByRole('button', { name: /Light theme/ }).click(); // light -> dark
    await expect.poll(mode).toBe('dark');
    await page.reload();
    await expect.poll(mode).toBe('dark');
  });

  it('shows not-found for a plugin that is off, with no menu item for it', async () => {
    // hello is installed in this build but not switched on in the default deployment.
    const { page } = await open('/project/default/hello');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Page not found');
    expect(await page.getByRole('link', { name: 'Hello' }).count()).toBe(0);
    const api = await page.request.get(`${inject('baseUrl')}/api/plugins/hello/greeting`);
    expect(api.status()).toBe(404);
  });

  it('says Project not found for a project that does not exist, with a way back', async () => {
    const { page, errors } = await open('/project/nope/editor');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Project not found');
    expect(await page.getByText(/additional permissions/).count()).toBe(0);
    await page.getByRole('link', { name: 'Head back' }).click();
    await page.waitForURL('**/projects');
    expect(errors).toEqual([]);
  });

  it('lists installed plugins that are off on the plugins admin page', async () => {
    const { page } = await open('/admin/plugins');
    const off = page.getByRole('region', { name: 'Off' });
    await off.getByText('Hello', { exact: true }).waitFor();
    expect(await off.textContent()).toContain('Faulty');
    const on = page.getByRole('region', { name: 'On' });
    expect(await on.textContent()).toContain('Navigation');
  });

  it('serves the support page the error page links to', async () => {
    const { page } = await open('/support/new');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Submit a support request');
  });

  it('sends the web app’s files gzip-compressed', async () => {
    const { page } = await open('/');
    const html = await page.request.get(`${inject('baseUrl')}/`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(await html.text())![1]!;
    const script = await fetch(`${inject('baseUrl')}${entry}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(script.headers.get('cache-control')).toContain('immutable');
  });

  it('answers unknown API paths with the JSON error, not the app', async () => {
    const { page } = await open();
    const response = await page.request.get(`${inject('baseUrl')}/platform/no-such-thing`);
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({
      error: { message: 'No route for GET /platform/no-such-thing', code: 'not_found' },
    });
  });
});
