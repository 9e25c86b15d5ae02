import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

/**
 * The editor's landing shows stand-ins for the sidebar's select and popovers and the header's
 * project menu (design-system Deferred): a key pressed on one before its chunk has arrived MUST
 * open the widget as it did when the widget was there from the start. The chunk is held back until
 * the key is down.
 */
describe('the sidebar’s deferred overlays, opened by key before they load', () => {
  let browser: TestBrowser;
  let page: Page;
  const held: Route[] = [];
  let holding = true;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function openLanding() {
    page = await browser.context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (error) => errors.push(error.message));
    holding = true;
    await page.route(/\/assets\/(deferred-overlays|ProjectSwitcherMenu)-[\w-]+\.js$/, (route) =>
      holding ? void held.push(route) : route.continue(),
    );
    await page.goto(`${inject('baseUrl')}/project/default/editor`);
    await page.getByRole('heading', { name: 'Select a table or create a new one' }).waitFor();
  }

  /** Lets the held chunk through once the browser has asked for it. */
  async function release() {
    await expect.poll(() => held.length).toBeGreaterThan(0);
    holding = false;
    for (const route of held.splice(0)) await route.continue();
  }

  const sidebar = () => page.getByRole('navigation', { name: 'Table editor' });
  const focusedRole = () => page.evaluate(() => document.activeElement?.getAttribute('role'));

  it('opens the sort select on ArrowDown, an option focused', async () => {
    await openLanding();
    await sidebar()
      .getByRole('button', { name: /Sort entities/ })
      .focus();
    await page.keyboard.press('ArrowDown');
    await release();
    await page.getByRole('listbox').waitFor();
    await expect.poll(focusedRole).toBe('option');
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain('Alphabetical');
    await page.close();
  });

  it('opens the header’s project menu on Enter, an item focused', async () => {
    await openLanding();
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('button', { name: /switch project/ })
      .focus();
    await page.keyboard.press('Enter');
    await release();
    await page.getByRole('menu').waitFor();
    await expect.poll(focusedRole).toBe('menuitem');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toMatch(/switch project/);
    await page.close();
  });

  it('opens the entity type filter on Enter, focus inside it', async () => {
    await openLanding();
    await sidebar().getByRole('button', { name: 'Filter entity types' }).focus();
    await page.keyboard.press('Enter');
    await release();
    const dialog = page.getByRole('dialog', { name: 'Show entity types' });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.close();
    expect(errors).toEqual([]);
  });
});
