import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { query } from '../harness/api.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

/**
 * The admin plugin's triggers screen as a user drives it (issue 23): a trigger made in the side
 * panel on a plpgsql function picked in the 'Pick a function' panel, seen firing through the API,
 * then renamed and disabled, then deleted by typing its name.
 */
const suffix = Date.now().toString(36);
const table = `trg_e2e_${suffix}`;
const fn = `touch_e2e_${suffix}`;
const trigger = `on_insert_${suffix}`;
const renamed = `${trigger}_off`;

describe('database triggers in the browser', () => {
  const baseUrl = inject('baseUrl');
  let browser: TestBrowser;
  let page: Page;

  const sql = async <T>(text: string) => {
    const res = await query<T>(text, {}, baseUrl);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  /** Inserts a row through the API and answers what the trigger (if it fired) wrote into it. */
  const insertTouched = async (name: string) =>
    (
      await sql<{ touched: string | null }>(
        `INSERT INTO public.${table} (name) VALUES ('${name}') RETURNING touched`,
      )
    )[0]!.touched;
  const triggersOn = () =>
    sql<{ name: string; enabled: string }>(
      `SELECT tgname AS name, tgenabled AS enabled FROM pg_trigger
        WHERE tgrelid = 'public.${table}'::regclass AND NOT tgisinternal`,
    );

  beforeAll(async () => {
    await sql(`CREATE TABLE public.${table} (id serial PRIMARY KEY, name text, touched text)`);
    await sql(
      `CREATE FUNCTION public.${fn}() RETURNS trigger LANGUAGE plpgsql
         AS $$ begin new.touched := 'by ' || tg_name; return new; end $$`,
    );
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await query(`DROP TABLE IF EXISTS public.${table}`, {}, baseUrl);
    await query(`DROP FUNCTION IF EXISTS public.${fn}()`, {}, baseUrl);
  });

  const triggersScreen = (search: string) =>
    page.goto(`${baseUrl}/project/default/database/triggers?schema=public&search=${search}`);
  const rowOf = (name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

  it('creates a row trigger on a table with a picked function, which then fires', async () => {
    await triggersScreen(trigger);
    await page.getByText(/No results found|No triggers created yet/).waitFor();
    await page.getByRole('button', { name: 'Create a new trigger', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Add a new trigger', exact: true });
    await panel.getByRole('textbox', { name: 'Name of trigger' }).fill(trigger);
    await panel.getByRole('button', { name: /Table/ }).click();
    await page.getByRole('option', { name: table, exact: true }).click();
    // The inputs are hidden behind their labels (react-aria): a user clicks the label.
    await panel.getByText('INSERT', { exact: true }).click();
    await panel.getByText('ROW', { exact: true }).click();
    expect(await panel.getByRole('checkbox', { name: 'INSERT', exact: true }).isChecked()).toBe(
      true,
    );
    expect(await panel.getByRole('radio', { name: 'ROW', exact: true }).isChecked()).toBe(true);
    await panel.getByRole('button', { name: 'Choose a function to trigger', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Pick a function', exact: true });
    await picker.getByRole('searchbox', { name: 'Search for a function' }).fill(fn);
    await picker.getByRole('button', { name: `Pick public.${fn}`, exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Create trigger', exact: true }).click();
    await panel.waitFor({ state: 'detached' });
    await rowOf(trigger).getByText('BEFORE INSERT').waitFor();

    expect(await triggersOn()).toEqual([{ name: trigger, enabled: 'O' }]);
    expect(await insertTouched('first')).toBe(`by ${trigger}`);
  });

  it('renames the trigger and disables it, after which it no longer fires', async () => {
    await triggersScreen(trigger);
    await page.getByRole('button', { name: `Edit trigger ${trigger}`, exact: true }).click();
    const panel = page.getByRole('dialog', { name: `Edit trigger ${trigger}`, exact: true });
    await panel.getByRole('textbox', { name: 'Name of trigger' }).fill(renamed);
    await panel.getByRole('button', { name: /Enabled mode/ }).click();
    await page.getByRole('option', { name: 'DISABLED', exact: true }).click();
    await page.getByRole('button', { name: 'Save trigger', exact: true }).click();
    await panel.waitFor({ state: 'detached' });
    await rowOf(renamed).getByText('DISABLED', { exact: true }).waitFor();

    expect(await triggersOn()).toEqual([{ name: renamed, enabled: 'D' }]);
    expect(await insertTouched('second')).toBeNull();
  });

  it('deletes the trigger once its name is typed, after showing the statement', async () => {
    await triggersScreen(renamed);
    await page.getByRole('button', { name: `Delete trigger ${renamed}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog', {
      name: `Confirm deletion of trigger "${renamed}"`,
      exact: true,
    });
    expect(await confirm.getByRole('region', { name: 'Statement to run' }).textContent()).toContain(
      `DROP TRIGGER "${renamed}" ON "public"."${table}" RESTRICT`,
    );
    await confirm.getByRole('textbox').fill(renamed);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await rowOf(renamed).waitFor({ state: 'detached' });
    expect(await triggersOn()).toEqual([]);
  });
});
