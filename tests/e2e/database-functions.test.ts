import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { query } from '../harness/api.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

/**
 * The admin plugin's functions screen as a user drives it (issue 23): a plpgsql function with
 * arguments and configuration parameters made in the side panel, called through the API, then
 * deleted by typing its name.
 */
const suffix = Date.now().toString(36);
const fn = `add_e2e_${suffix}`;

describe('database functions in the browser', () => {
  const baseUrl = inject('baseUrl');
  let browser: TestBrowser;
  let page: Page;

  const sql = async <T>(text: string) => {
    const res = await query<T>(text, {}, baseUrl);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    await sql(`DROP FUNCTION IF EXISTS public.${fn}(integer, integer)`);
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await query(`DROP FUNCTION IF EXISTS public.${fn}(integer, integer)`, {}, baseUrl);
  });

  const functionsScreen = () =>
    page.goto(`${baseUrl}/project/default/database/functions?schema=public&search=${fn}`);
  const rowOf = (name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  const choose = async (scope: ReturnType<Page['getByRole']>, field: RegExp, option: string) => {
    await scope.getByRole('button', { name: field }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  it('creates a plpgsql function with arguments and configuration parameters', async () => {
    await functionsScreen();
    await page.getByText(/No results found|No functions created yet/).waitFor();
    await page.getByRole('button', { name: 'Create a new function', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Add a new function' });
    await panel.getByRole('textbox', { name: 'Name of function' }).fill(fn);
    await choose(panel, /Return type/, 'integer');
    for (const [i, name] of ['a', 'b'].entries()) {
      await panel.getByRole('button', { name: 'Add a new argument' }).click();
      await panel.getByRole('textbox', { name: `Name of argument ${i + 1}` }).fill(name);
    }
    await panel.getByRole('textbox', { name: 'Definition' }).fill('begin return a + b; end;');
    await panel.getByRole('button', { name: 'Add a new config parameter' }).click();
    await panel.getByRole('textbox', { name: 'Name of parameter 1' }).fill('search_path');
    await panel.getByRole('textbox', { name: 'Value of parameter 1' }).fill('public');
    await page.getByRole('button', { name: 'Create function', exact: true }).click();
    await panel.waitFor({ state: 'detached' });
    await rowOf(fn).getByText('a integer, b integer').waitFor();

    expect(await sql<{ total: number }>(`SELECT public.${fn}(2, 3) AS total`)).toEqual([
      { total: 5 },
    ]);
    expect(
      await sql<{ config: string[]; language: string }>(
        `SELECT p.proconfig AS config, l.lanname AS language
           FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
          WHERE p.proname = '${fn}'`,
      ),
    ).toEqual([{ config: ['search_path=public'], language: 'plpgsql' }]);
  });

  it('deletes the function once its name is typed, after showing the statement', async () => {
    await functionsScreen();
    await page.getByRole('button', { name: `Delete function ${fn}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Confirm deletion of function "${fn}"` });
    expect(await confirm.getByRole('region', { name: 'Statement to run' }).textContent()).toContain(
      `DROP FUNCTION "public"."${fn}"(a integer, b integer) RESTRICT`,
    );
    await confirm.getByRole('textbox').fill(fn);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await rowOf(fn).waitFor({ state: 'detached' });
    expect(await sql(`SELECT 1 FROM pg_proc WHERE proname = '${fn}'`)).toEqual([]);
  });
});
