import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { query } from '../harness/api.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

/**
 * The admin plugin's indexes screen as a user drives it (issue 23): an index made in the side
 * panel (built concurrently), seen in the list as unused, then dropped by typing its name.
 */
const suffix = Date.now().toString(36);
const table = `idx_e2e_${suffix}`;
const index = `${table}_email`;

describe('database indexes in the browser', () => {
  const baseUrl = inject('baseUrl');
  let browser: TestBrowser;
  let page: Page;

  const sql = async <T>(text: string) => {
    const res = await query<T>(text, {}, baseUrl);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    await sql(`CREATE TABLE public.${table} (id int8 PRIMARY KEY, email text, plan text)`);
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await query(`DROP TABLE IF EXISTS public.${table}`, {}, baseUrl);
  });

  const indexesScreen = () =>
    page.goto(`${baseUrl}/project/default/database/indexes?schema=public&table=${table}`);
  /**
   * Ticks a design-system checkbox with the pointer, on its label as a user does. Its input is
   * visually hidden (react-aria), so a click aimed at the input itself finds the drawn box over
   * it and Playwright waits for ever for the input to be clickable; a user never aims there.
   */
  const tick = async (scope: ReturnType<Page['getByRole']>, name: string) => {
    const box = scope.getByRole('checkbox', { name, exact: true });
    await box.locator('xpath=ancestor::label[1]').click();
    await expect.poll(() => box.isChecked()).toBe(true);
  };
  const rowOf = (name: string) =>
    page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

  it('creates a unique index from the side panel, concurrently', async () => {
    await indexesScreen();
    await rowOf(`${table}_pkey`).waitFor();
    await page.getByRole('button', { name: 'Create index', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Create a new index' });
    await tick(panel, 'email');
    await tick(panel, 'Unique');
    await panel.getByRole('textbox', { name: 'Name (optional)', exact: true }).fill(index);
    expect(await panel.getByRole('region', { name: 'Statement to run' }).textContent()).toContain(
      `CREATE UNIQUE INDEX CONCURRENTLY "${index}" ON "public"."${table}" USING btree ("email")`,
    );
    await panel.getByRole('button', { name: 'Create index', exact: true }).click();
    await panel.waitFor({ state: 'detached' });
    await rowOf(index).getByText(`USING btree (email)`, { exact: false }).waitFor();

    expect(
      await sql<{ unique: boolean; valid: boolean }>(
        `SELECT i.indisunique AS unique, i.indisvalid AS valid
           FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = '${index}'`,
      ),
    ).toEqual([{ unique: true, valid: true }]);
  });

  it('drops the index once its name is typed, after showing the statement', async () => {
    await indexesScreen();
    await page.getByRole('button', { name: `Delete index ${index}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Confirm deletion of index "${index}"` });
    expect(await confirm.getByRole('region', { name: 'Statement to run' }).textContent()).toContain(
      `DROP INDEX "public"."${index}" RESTRICT`,
    );
    await confirm.getByRole('textbox').fill(index);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await rowOf(index).waitFor({ state: 'detached' });
    expect(await sql(`SELECT 1 FROM pg_class WHERE relname = '${index}'`)).toEqual([]);
  });
});
