import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { query } from '../harness/api.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

/**
 * The admin plugin's enumerated types screen as a user drives it (issue 23): a type made in the
 * side panel, a value added and moved before the first one, another renamed, two more added and
 * one dragged with the pointer before the other, each checked in the database, then the type
 * dropped after its statement is shown.
 */
const suffix = Date.now().toString(36);
const type = `mood_e2e_${suffix}`;

describe('enumerated types in the browser', () => {
  const baseUrl = inject('baseUrl');
  let browser: TestBrowser;
  let page: Page;

  const sql = async <T>(text: string) => {
    const res = await query<T>(text, {}, baseUrl);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const labels = () =>
    sql<{ label: string }>(
      `SELECT e.enumlabel AS label FROM pg_enum e
         JOIN pg_type t ON t.oid = e.enumtypid
         JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE n.nspname = 'public' AND t.typname = '${type}'
        ORDER BY e.enumsortorder`,
    );

  beforeAll(async () => {
    await sql(`DROP TYPE IF EXISTS public.${type}`);
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await query(`DROP TYPE IF EXISTS public.${type}`, {}, baseUrl);
  });

  const typesScreen = () =>
    page.goto(`${baseUrl}/project/default/database/types?schema=public&search=${type}`);
  const rowOf = (name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

  it('creates an enumerated type with two values and a description', async () => {
    await typesScreen();
    await page.getByText(/No results found|No enumerated types created yet/).waitFor();
    await page.getByRole('button', { name: 'Create type', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Create a new enumerated type', exact: true });
    await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(type);
    await panel.getByRole('textbox', { name: 'Description', exact: true }).fill("how it's going");
    await panel.getByRole('textbox', { name: 'Value 1', exact: true }).fill('happy');
    await panel.getByRole('button', { name: 'Add value', exact: true }).click();
    await panel.getByRole('textbox', { name: 'Value 2', exact: true }).fill('sad');
    await panel.getByRole('button', { name: 'Create enumerated type', exact: true }).click();
    await panel.waitFor({ state: 'detached' });
    await rowOf(type).getByText('happy, sad', { exact: true }).waitFor();
    expect(await labels()).toEqual([{ label: 'happy' }, { label: 'sad' }]);
    expect(
      await sql<{ comment: string }>(
        `SELECT obj_description('public.${type}'::regtype, 'pg_type') AS comment`,
      ),
    ).toEqual([{ comment: "how it's going" }]);
  });

  it('adds a value before the first one and renames another', async () => {
    await typesScreen();
    await page.getByRole('button', { name: `Edit type ${type}`, exact: true }).click();
    const panel = page.getByRole('dialog', { name: `Update type "${type}"`, exact: true });
    await panel.getByRole('button', { name: 'Add value', exact: true }).click();
    await panel.getByRole('textbox', { name: 'Value 3', exact: true }).fill('calm');
    await panel.getByRole('button', { name: 'Move Value 3 up', exact: true }).click();
    await panel.getByRole('button', { name: 'Move Value 2 up', exact: true }).click();
    await expect
      .poll(() => panel.getByRole('textbox', { name: 'Value 1', exact: true }).inputValue())
      .toBe('calm');
    await panel.getByRole('textbox', { name: 'Value 3', exact: true }).fill('blue');
    await page.getByRole('button', { name: 'Save type', exact: true }).click();
    await panel.waitFor({ state: 'detached' });
    await rowOf(type).getByText('calm, happy, blue', { exact: true }).waitFor();
    expect(await labels()).toEqual([{ label: 'calm' }, { label: 'happy' }, { label: 'blue' }]);
  });

  it('drags a new value with the pointer to its place among the others', async () => {
    await typesScreen();
    await page.getByRole('button', { name: `Edit type ${type}`, exact: true }).click();
    const panel = page.getByRole('dialog', { name: `Update type "${type}"`, exact: true });
    for (const [label, value] of [
      ['Value 4', 'tired'],
      ['Value 5', 'eager'],
    ] as const) {
      await panel.getByRole('button', { name: 'Add value', exact: true }).click();
      await panel.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    // A user takes the new value by its handle and lets it go on the row whose place it takes.
    // Not at the handle's exact centre, where Playwright presses by default: react-aria takes a
    // press there for Android TalkBack's and starts its screen-reader drag instead.
    await panel
      .getByRole('button', { name: 'Drag Value 5', exact: true })
      .dragTo(panel.getByRole('group', { name: 'Value 4', exact: true }), {
        sourcePosition: { x: 6, y: 8 },
      });
    await expect
      .poll(() => panel.getByRole('textbox', { name: 'Value 4', exact: true }).inputValue())
      .toBe('eager');
    await page.getByRole('button', { name: 'Save type', exact: true }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await labels()).toEqual(
      ['calm', 'happy', 'blue', 'eager', 'tired'].map((label) => ({ label })),
    );
  });

  it('deletes the type after showing the statement', async () => {
    await typesScreen();
    await page.getByRole('button', { name: `Delete type ${type}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog', {
      name: `Confirm deletion of enumerated type "${type}"`,
      exact: true,
    });
    expect(await confirm.getByRole('region', { name: 'Statement to run' }).textContent()).toContain(
      `DROP TYPE IF EXISTS "public"."${type}" RESTRICT`,
    );
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await rowOf(type).waitFor({ state: 'detached' });
    expect(await sql(`SELECT 1 FROM pg_type WHERE typname = '${type}'`)).toEqual([]);
  });
});
