import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { query } from '../harness/api.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

const marker = `history_${Date.now().toString(36)}`;

/** The full-text search template's table: made by running the template, dropped after. */
const dropArticles = async () => {
  const response = await query('DROP TABLE IF EXISTS public.articles');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};

/**
 * The SQL history and templates as a user meets them: run a query, find it in the history and
 * reopen it in the editor; open a template as a new snippet and run it.
 */
describe('SQL history and templates', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    await dropArticles();
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${inject('baseUrl')}/project/default/sql/new`);
  });
  afterAll(async () => {
    await browser?.close();
    await dropArticles();
  });

  const editor = () => page.getByRole('textbox', { name: 'SQL' });
  const status = () => page.getByRole('region', { name: 'Results' }).getByRole('status').first();
  const replaceDraft = async () => {
    const question = page.getByRole('alertdialog', { name: 'Replace your new snippet?' });
    await question.getByRole('button', { name: 'Replace', exact: true }).click();
    await question.waitFor({ state: 'detached' });
  };

  /** Replaces the editor's text by typing, as a user would. */
  async function write(text: string) {
    await editor().click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type(text);
  }

  it('finds a query it ran in the history and reopens it in the editor', async () => {
    await write(`select '${marker}' as marker`);
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => status().textContent()).toMatch(/^1 statement ran in \d+ ms$/);
    await write('select 1');

    await page.getByRole('link', { name: 'History', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'SQL History', exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search your history', exact: true }).fill(marker);
    const entry = page
      .getByRole('list', { name: 'SQL history', exact: true })
      .getByRole('listitem')
      .filter({ hasText: `select '${marker}' as marker` });
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.getByText('Succeeded', { exact: true }).count()).toBe(1);
    expect(await entry.getByText('1 row', { exact: true }).count()).toBe(1);

    await entry.getByRole('button', { name: 'Open in editor', exact: true }).click();
    await replaceDraft();
    await page.waitForURL(/\/project\/default\/sql\/new$/);
    await expect.poll(() => editor().textContent()).toBe(`select '${marker}' as marker`);
  });

  it('opens a template as a new snippet and runs it', async () => {
    await page.getByRole('link', { name: 'Templates', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Templates', exact: true }).waitFor();
    await page
      .getByRole('button', { name: 'Open as new snippet: Full-text search', exact: true })
      .click();
    await replaceDraft();
    await page.waitForURL(/\/project\/default\/sql\/new$/);
    await expect.poll(() => editor().textContent()).toContain('create table articles');

    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(() => status().textContent()).toMatch(/^4 statements ran in \d+ ms$/);
    await page
      .getByRole('tabpanel')
      .getByRole('cell', { name: 'Postgres full-text search', exact: true })
      .waitFor();
  });
});
