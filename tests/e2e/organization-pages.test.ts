import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { OWNER } from '../harness/owner.js';

/**
 * Issue 21, item 12, on the run's self-hosted app (the only hosted app is hosted-projects.test.ts's
 * own): the Team page is reached from the account menu, not by typing its address, and the
 * header's breadcrumb names the project and leads back to it from the organization's pages.
 */
describe("the organization's pages and the project breadcrumb in Chromium", () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => browser?.close());

  const breadcrumb = () => page.getByRole('navigation', { name: 'Breadcrumb' });

  it('reaches Team from the account menu on a project page', async () => {
    await page.goto(`${inject('baseUrl')}/project/default/editor`);
    await breadcrumb().getByRole('link', { name: 'Default organization' }).waitFor();
    await page.getByRole('button', { name: `Account: ${OWNER.email}` }).click();
    await page.getByRole('menuitem', { name: 'Organization members' }).click();
    await page.waitForURL('**/org/default/team');
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
  });

  it("goes back to the project from the breadcrumb's project menu", async () => {
    const project = breadcrumb().getByRole('button', { name: /^Project: Default project/ });
    await project.click();
    const menu = page.getByRole('menu', { name: /^Project: Default project/ });
    expect(await menu.getByRole('group').getAttribute('aria-label')).toBe('Default organization');
    await menu.getByRole('menuitem', { name: 'Default project' }).click();
    await page.waitForURL(/\/project\/default$/);
    await page.getByRole('heading', { level: 1, name: 'Default project' }).waitFor();
  });
});
