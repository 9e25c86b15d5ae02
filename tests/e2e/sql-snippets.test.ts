import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ContentItemJson } from '../../api/src/content/items/store.js';
import { api } from '../harness/api.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

const suffix = Date.now().toString(36);
const NAME = `Snip ${suffix}`;
const COPY = `${NAME} (copy)`;
const CONTENT = '/platform/projects/default/content';

/** The open snippet's id, from `/project/default/sql/{id}`. */
const openId = (page: Page) => /\/sql\/([^/?#]+)$/.exec(new URL(page.url()).pathname)?.[1];

/**
 * Issue 24's snippets, as a user would in Chromium: save a new query with Ctrl-S, rename (with the
 * suggested title), share, favorite, duplicate and bulk-delete it from the sidebar, switch between
 * the open snippets' tabs, and choose when another save came first.
 */
describe('SQL snippets', () => {
  let browser: TestBrowser;
  let page: Page;
  let savedId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${inject('baseUrl')}/project/default/sql/new`);
  });
  afterAll(() => browser?.close());

  const editor = () => page.getByRole('textbox', { name: 'SQL' });
  const section = (name: string) => page.getByRole('region', { name, exact: true });
  const link = (where: string, name: string) =>
    section(where).getByRole('link', { name, exact: true });
  async function act(name: string, action: string) {
    await section('Personal')
      .getByRole('button', { name: `Actions for ${name}`, exact: true })
      .click();
    await page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  it('saves a new query on Ctrl-S, and the URL names it', async () => {
    await editor().click();
    await page.keyboard.type(`select '${suffix}' as marker`);
    await page.keyboard.press('Control+s');
    await expect.poll(() => openId(page)).not.toBe('new');
    savedId = openId(page)!;
    const stored = await api<{ data: ContentItemJson[] }>('GET', CONTENT);
    const saved = stored.body.data.find((item) => item.id === savedId);
    expect(saved?.content.sql).toBe(`select '${suffix}' as marker`);
    expect(saved?.visibility).toBe('user');
    // The editor kept its text through the change of URL.
    expect(await editor().textContent()).toContain(`select '${suffix}' as marker`);
  });

  it('renames it, refusing a blank name', async () => {
    const row = section('Personal').locator('li', { has: page.locator('a[aria-current="page"]') });
    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Rename query', exact: true }).click();
    const field = page.getByRole('textbox', { name: 'Name', exact: true });
    // Still 'Untitled query': the dialog offers the suggested title at once (here, the parser's).
    await expect.poll(() => field.inputValue()).not.toBe('Untitled query');
    expect(await field.inputValue()).not.toBe('');
    await field.fill('');
    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    await page.getByText('Please enter a query name', { exact: true }).waitFor();
    await field.fill(NAME);
    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    await link('Personal', NAME).waitFor();
  });

  it('shares it with the project and adds it to favorites', async () => {
    await act(NAME, 'Share query with project');
    await link('Project', NAME).waitFor();
    await section('Project')
      .getByRole('button', { name: `Actions for ${NAME}`, exact: true })
      .click();
    await page.getByRole('menuitem', { name: 'Add to favorites', exact: true }).click();
    await link('Favorites', NAME).waitFor();
  });

  it('lets the user choose when another save came first', async () => {
    const stored = await api<{ data: ContentItemJson[] }>('GET', CONTENT);
    const current = stored.body.data.find((item) => item.id === savedId)!;
    const theirs = await api('PATCH', `${CONTENT}/${savedId}`, {
      content: { sql: `select 'theirs ${suffix}'` },
      version: current.version,
    });
    expect(theirs.status).toBe(200);
    await editor().click();
    await page.keyboard.press('End');
    await page.keyboard.type(', 2 as mine');
    const dialog = page.getByRole('dialog', { name: 'This query was changed by someone else' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Take theirs', exact: true }).click();
    await expect.poll(() => editor().textContent()).toContain(`select 'theirs ${suffix}'`);
  });

  it('duplicates it as a personal copy, which opens', async () => {
    await section('Project')
      .getByRole('button', { name: `Actions for ${NAME}`, exact: true })
      .click();
    await page.getByRole('menuitem', { name: 'Duplicate as a personal copy', exact: true }).click();
    await link('Personal', COPY).waitFor();
    await expect.poll(() => openId(page)).not.toBe(savedId);
    await expect.poll(() => editor().textContent()).toContain(`select 'theirs ${suffix}'`);
  });

  it('keeps both open snippets as tabs, switched by a click, through a reload', async () => {
    const copyId = openId(page)!;
    const tabs = page.getByRole('tablist', { name: 'Open queries', exact: true });
    const tab = (name: string) => tabs.getByRole('tab', { name, exact: true });
    await tab(COPY).waitFor();
    expect(await tab(COPY).getAttribute('aria-selected')).toBe('true');
    await tab(NAME).click();
    await expect.poll(() => openId(page)).toBe(savedId);
    await expect.poll(() => editor().textContent()).toContain(`select 'theirs ${suffix}'`);

    await page.reload();
    await tab(COPY).waitFor();
    expect(await tab(NAME).getAttribute('aria-selected')).toBe('true');
    await tab(COPY).click();
    await expect.poll(() => openId(page)).toBe(copyId);
  });

  it('deletes both at once and leaves the deleted one open no longer', async () => {
    const copyId = openId(page)!;
    // The design system's box covers its input: a user clicks the box, its label.
    for (const name of [NAME, COPY]) {
      const box = page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).first();
      await box.locator('xpath=ancestor::label[1]').click();
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await page.getByRole('button', { name: 'Delete 2 selected', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete 2 queries' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => openId(page)).not.toBe(copyId);
    expect(openId(page)).not.toBe(savedId);
    await expect.poll(() => link('Personal', COPY).count()).toBe(0);
    expect(await link('Project', NAME).count()).toBe(0);
    const left = await api<{ data: ContentItemJson[] }>('GET', CONTENT);
    expect(left.body.data.map((item) => item.id)).not.toContain(savedId);
  });
});
