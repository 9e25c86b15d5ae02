import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../harness/api.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

/**
 * docs/architecture/plugins.md, switched on and off at run time: on the run's one app (hello
 * installed, off), the Owner switches the hello example on from /admin/plugins, uses its screen,
 * and switches it off again; its menu item and route go, in the window that switched and in
 * another one already open, which follows on its own, and its API route answers 404. No restart,
 * no rebuild, no reload.
 */
describe('a plugin switched on and off at run time', () => {
  let browser: TestBrowser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // The run's app goes on as it was: hello off.
    await api('DELETE', '/platform/plugins/hello/enabled', undefined, baseUrl);
    await browser?.close();
  });

  const open = async (path: string) => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl}${path}`);
    return page;
  };
  const helloLink = (page: Page) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hello' });
  /** Flips hello's switch on /admin/plugins, in the list it is in now. */
  const flipHello = async (page: Page, from: 'On' | 'Off') => {
    const toggle = page
      .getByRole('region', { name: from })
      .getByRole('switch', { name: 'Hello on' });
    await toggle.waitFor({ state: 'attached' });
    // By keyboard: the switch's input is visually hidden, drawn by its label's track.
    await toggle.focus();
    await page.keyboard.press('Space');
  };

  it('switches hello on, runs its screen, and switches it off: its menu item and route go, in every window', async () => {
    const admin = await open('/admin/plugins');
    await flipHello(admin, 'Off');
    // The app is built again for the plugins now on: hello is listed on, its menu item shows.
    await admin
      .getByRole('region', { name: 'On' })
      .getByRole('switch', { name: 'Hello on' })
      .waitFor({ state: 'attached' });
    const elsewhere = await open('/project/default');
    await helloLink(elsewhere).click();
    await elsewhere.waitForURL('**/project/default/hello');
    await expect
      .poll(() => elsewhere.getByRole('heading', { level: 1 }).textContent())
      .toBe('Hello, default');

    await flipHello(admin, 'On');
    await admin
      .getByRole('region', { name: 'Off' })
      .getByRole('switch', { name: 'Hello on' })
      .waitFor({ state: 'attached' });
    // The other window, left on hello's screen, follows within seconds: the screen and its
    // menu item are gone.
    await helloLink(elsewhere).waitFor({ state: 'detached', timeout: 15_000 });
    await elsewhere.getByRole('heading', { name: 'Page not found' }).waitFor();
    const deployment = await api<{ plugins: string[] }>(
      'GET',
      '/platform/deployment',
      undefined,
      baseUrl,
    );
    expect(deployment.body.plugins).not.toContain('hello');
    const greeting = await api('GET', '/api/plugins/hello/greeting', undefined, baseUrl);
    expect(greeting.status).toBe(404);
  });
});
