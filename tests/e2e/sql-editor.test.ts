import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { query } from '../harness/api.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { directQuery } from '../harness/database.js';
import { waitFor } from '../harness/wait-for.js';

const suffix = Date.now().toString(36);
const table = `sql_editor_${suffix}`;

async function sql(text: string) {
  const response = await query(text);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** How many backends run a statement holding `marker`. */
const running = async (marker: string) =>
  (
    await directQuery<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE query LIKE '%' || $1 || '%' AND pid <> pg_backend_pid()`,
      [marker],
    )
  )[0]!.n;

/** The SQL editor as a user drives it: write with completion, run, fix, cancel and abort. */
describe('the SQL editor', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    await sql(`CREATE TABLE public.${table} (id int PRIMARY KEY, label text);
               INSERT INTO public.${table} VALUES (1, 'one'), (2, 'two')`);
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${inject('baseUrl')}/project/default/sql/new`);
  });
  afterAll(async () => {
    await browser?.close();
    await sql(`DROP TABLE IF EXISTS public.${table}`);
  });

  const editor = () => page.getByRole('textbox', { name: 'SQL' });
  const status = () => page.getByRole('region', { name: 'Results' }).getByRole('status').first();

  /** Replaces the editor's text by typing, as a user would. */
  async function write(text: string) {
    await editor().click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type(text);
  }

  it('writes a two-statement script with completion, runs it and shows two result sets', async () => {
    await editor().click();
    await page.keyboard.type(`select id, label from public.sql_editor_${suffix.slice(0, 3)}`);
    const option = page.locator('.cm-tooltip-autocomplete [role="option"]', { hasText: table });
    // Picked with the pointer: CodeMirror ignores Enter for its first moments after the list opens
    // (its interactionDelay), so a keystroke as fast as a test's could fall through as a newline.
    await option.click();
    await page.keyboard.type(' order by id;\nselect 2 as two');
    await expect.poll(() => editor().textContent()).toContain(`public.${table} order by id;`);
    await page.keyboard.press('Control+Enter');

    await page.getByRole('tab', { name: 'Result 2' }).waitFor();
    // The second set's tab shows as its rows stream in; the run ends just after.
    await expect.poll(() => status().textContent()).toMatch(/^2 statements ran in \d+ ms$/);
    const first = page.getByRole('tabpanel');
    await first.getByRole('cell', { name: 'two', exact: true }).waitFor();
    expect(await first.getByText('SELECT: 2 rows').count()).toBe(1);
    await page.getByRole('tab', { name: 'Result 2' }).click();
    await page.getByRole('tabpanel').getByRole('cell', { name: '2', exact: true }).waitFor();
  });

  it('marks an error at its position, and runs once it is fixed', async () => {
    await write(`select 1;\nselect * from no_such_${suffix}`);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const alert = page.getByRole('region', { name: 'Results' }).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      `ERROR: 42P01: relation "no_such_${suffix}" does not exist`,
    );
    expect(await page.locator('[data-error]').textContent()).toBe(`no_such_${suffix}`);
    expect(await editor().getAttribute('aria-invalid')).toBe('true');

    await write(`select 1;\nselect * from public.${table}`);
    await page.keyboard.press('Control+Enter');
    await page.getByRole('tab', { name: 'Result 2' }).waitFor();
    expect(await alert.count()).toBe(0);
    expect(await page.locator('[data-error]').count()).toBe(0);
  });

  it('asks before a destructive statement, and runs it only once the user confirms', async () => {
    const doomed = `${table}_doomed`;
    await sql(`CREATE TABLE public.${doomed} (id int)`);
    const exists = async () =>
      (await query<{ found: string | null }>(`SELECT to_regclass('public.${doomed}') AS found`))
        .body[0]!.found !== null;
    const question = page.getByRole('alertdialog', {
      name: 'Potential issue detected with your query',
    });
    await write(`drop table public.${doomed}`);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await question
      .getByText(
        'This query would run DROP TABLE. Make sure you are not accidentally removing something important.',
      )
      .waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await exists()).toBe(true);

    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await question.getByRole('button', { name: 'Run this query' }).click();
    await expect.poll(() => status().textContent()).toMatch(/^1 statement ran in \d+ ms$/);
    expect(await exists()).toBe(false);
  });

  it('cancels a pg_sleep(60), which leaves pg_stat_activity', async () => {
    const marker = `cancelled_${suffix}`;
    await write(`select pg_sleep(60) as ${marker}`);
    await page.keyboard.press('Control+Enter');
    await waitFor(async () => (await running(marker)) === 1, 10_000);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('The query was cancelled.').waitFor();
    await waitFor(async () => (await running(marker)) === 0, 10_000);
  });

  it('aborts a running query from the running queries dialog', async () => {
    const marker = `aborted_${suffix}`;
    await write(`select pg_sleep(60) as ${marker}`);
    await page.keyboard.press('Control+Enter');
    await waitFor(async () => (await running(marker)) === 1, 10_000);

    await page.getByRole('button', { name: 'Running queries' }).click();
    const dialog = page.getByRole('dialog', { name: 'Running queries on primary database' });
    const item = dialog.getByRole('listitem').filter({ hasText: marker });
    await item.waitFor();
    expect(await dialog.getByRole('status').textContent()).toMatch(
      /^There (is 1 query|are \d+ queries) currently running$/,
    );
    await item.getByRole('button', { name: 'Abort query' }).click();
    const confirmation = page.getByRole('alertdialog', { name: /^Confirm to abort this query\?/ });
    await confirmation.getByText('This will force the query to stop running.').waitFor();
    await confirmation.getByRole('button', { name: 'Abort query' }).click();
    await page.getByText(/^Successfully aborted query \(ID: \d+\)$/).waitFor();
    await waitFor(async () => (await running(marker)) === 0, 10_000);
    await item.waitFor({ state: 'detached' });
  });
});
