import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { ownerAuth } from '../harness/instance-tokens.js';

const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const table = `rls_e2e_${Date.now().toString(36)}`;
const madeInTheEditor = `rls_new_${Date.now().toString(36)}`;

/** SQL through the API, optionally as a role with JWT claims (what the grid's impersonation runs). */
async function sql<T = Record<string, unknown>>(
  query: string,
  as?: { role: string; claims?: object },
) {
  const response = await fetch(`${inject('baseUrl')}/platform/pg-meta/default/query`, {
    method: 'POST',
    headers: { ...ownerAuth(), 'content-type': 'application/json' },
    body: JSON.stringify({ query, ...as }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T[];
}

const ids = async (as: { role: string; claims?: object }) =>
  (await sql<{ id: number }>(`SELECT id FROM public.${table} ORDER BY id`, as)).map((r) => r.id);

describe('row level security in the browser', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    await sql(`
      CREATE TABLE public.${table} (id int PRIMARY KEY, user_id uuid NOT NULL);
      GRANT SELECT ON public.${table} TO anon, authenticated;
      INSERT INTO public.${table} VALUES (1, '${ALICE}'), (2, '${BOB}'), (3, '${ALICE}')`);
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.goto(
      `${inject('baseUrl')}/project/default/auth/policies?schema=public&search=${table}`,
    );
  });
  afterAll(async () => {
    await browser?.close();
    await sql(`DROP TABLE IF EXISTS public.${table}, public.${madeInTheEditor}`);
  });

  const section = () => page.getByRole('region', { name: table });
  const dialog = () => page.getByRole('dialog');
  const press = (name: string) => dialog().getByRole('button', { name, exact: true }).click();
  const command = (name: string) =>
    dialog()
      .getByRole('radiogroup', { name: 'Policy command' })
      .getByText(name, { exact: true })
      .click();
  const policyNames = () =>
    section()
      .getByRole('listitem')
      .evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));

  /** Types into a CodeMirror expression editor. */
  async function typeExpression(label: string, text: string) {
    await dialog().getByRole('textbox', { name: label }).click();
    await page.keyboard.type(text);
  }

  async function reviewErrors() {
    await press('Review');
    const errors = dialog().getByRole('list', { name: 'Review errors' });
    await errors.waitFor();
    const texts = await errors.getByRole('listitem').allTextContents();
    await press('Back to editor');
    return texts;
  }

  it('enables RLS on a table after confirmation', async () => {
    await section().getByText('Row Level Security disabled').waitFor();
    expect(await section().getByRole('note').textContent()).toContain(
      'every role granted access to this table reads and writes all of its rows',
    );
    expect(await ids({ role: 'anon' })).toEqual([1, 2, 3]);
    await section().getByRole('button', { name: 'Enable RLS' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Enable Row Level Security' });
    await confirm.getByRole('button', { name: 'Enable RLS' }).click();
    await section().getByText('Row Level Security enabled').waitFor();
    expect(await section().getByRole('note').textContent()).toContain(
      'selects on this table return an empty array',
    );
    expect(await ids({ role: 'anon' })).toEqual([]);
  });

  it('creates a policy from a template, showing the exact SQL before saving', async () => {
    await section().getByRole('button', { name: 'Create policy' }).click();
    await press('Start from a template');
    await dialog()
      .getByRole('button', { name: 'Use template Allow users to only view their own data' })
      .click();
    await press('Review');
    const review = dialog().getByRole('region', { name: 'Policy SQL' });
    await expect
      .poll(() => review.textContent())
      .toBe(
        `CREATE POLICY "Enable users to view their own data only" ON "public"."${table}" AS PERMISSIVE FOR SELECT TO "authenticated" USING ((select auth.uid()) = user_id);`,
      );
    await press('Save policy');
    await dialog().waitFor({ state: 'detached' });
    await section()
      .getByRole('listitem', { name: 'Enable users to view their own data only' })
      .waitFor();
    expect(await ids({ role: 'authenticated', claims: { sub: ALICE } })).toEqual([1, 3]);
    expect(await ids({ role: 'authenticated', claims: { sub: BOB } })).toEqual([2]);
  });

  it('refuses each invalid combination with the exact message, then creates from scratch', async () => {
    await section().getByRole('button', { name: 'Create policy' }).click();
    await press('Start from scratch');
    expect(await reviewErrors()).toEqual([
      'Please provide a name for your policy',
      'Please select an operation for your policy',
    ]);
    await dialog().getByRole('textbox', { name: 'Policy name' }).fill('anon reads row one');
    await command('DELETE');
    expect(await reviewErrors()).toEqual(['Please provide a USING expression for your policy']);
    await command('SELECT');
    expect(await reviewErrors()).toEqual(['Please provide a USING expression for your policy']);
    await command('INSERT');
    expect(await reviewErrors()).toEqual([
      'Please provide a WITH CHECK expression for your policy',
    ]);
    await command('UPDATE');
    expect(await reviewErrors()).toEqual([
      'Please provide either a USING, or WITH CHECK expression, or both for your policy',
    ]);
    await command('SELECT');
    await dialog()
      .getByRole('group', { name: 'Target roles' })
      .getByText('anon', { exact: true })
      .click();
    await typeExpression('USING expression', 'id = 1');
    await press('Review');
    await expect
      .poll(() => dialog().getByRole('region', { name: 'Policy SQL' }).textContent())
      .toBe(
        `CREATE POLICY "anon reads row one" ON "public"."${table}" AS PERMISSIVE FOR SELECT TO "anon" USING (id = 1);`,
      );
    await press('Save policy');
    await dialog().waitFor({ state: 'detached' });
    await section().getByRole('listitem', { name: 'anon reads row one' }).waitFor();
    expect(await ids({ role: 'anon' })).toEqual([1]);
  });

  it('edits a policy, renaming it, and tests it as a user before saving', async () => {
    await section().getByRole('button', { name: 'Edit policy anon reads row one' }).click();
    const name = dialog().getByRole('textbox', { name: 'Policy name' });
    await name.fill('anon reads rows one and two');
    await dialog().getByRole('textbox', { name: 'USING expression' }).click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('id <= 2');
    // The tester runs the edited policy in a rolled-back transaction: anon would see rows 1 and 2.
    await press('Run test');
    await expect
      .poll(() => dialog().getByRole('status').textContent())
      .toBe('2 rows visible to anon');
    expect(await ids({ role: 'anon' })).toEqual([1]);
    await press('Review');
    const target = `ALTER POLICY "anon reads row one" ON "public"."${table}"`;
    await expect
      .poll(() => dialog().getByRole('region', { name: 'Policy SQL' }).textContent())
      .toBe(
        [
          'BEGIN;',
          `  ${target} USING (id <= 2);`,
          `  ${target} RENAME TO "anon reads rows one and two";`,
          'COMMIT;',
        ].join('\n'),
      );
    await press('Save policy');
    await dialog().waitFor({ state: 'detached' });
    await section().getByRole('listitem', { name: 'anon reads rows one and two' }).waitFor();
    expect(await policyNames()).not.toContain('anon reads row one');
    expect(await ids({ role: 'anon' })).toEqual([1, 2]);
    expect(await ids({ role: 'authenticated', claims: { sub: BOB } })).toEqual([2]);
  });

  it('deletes a policy after confirmation', async () => {
    await section()
      .getByRole('button', { name: 'Delete policy anon reads rows one and two' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Delete policy' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Successfully deleted policy!').waitFor();
    await expect.poll(policyNames).toEqual(['Enable users to view their own data only']);
    expect(await ids({ role: 'anon' })).toEqual([]);
  });

  it('tests a policy as anon on a table made with New table: its policies, not grants, decide', async () => {
    await page.goto(`${inject('baseUrl')}/project/default/editor`);
    await page
      .getByRole('navigation', { name: 'Table editor' })
      .getByRole('button', { name: 'New table' })
      .click();
    const panel = page.getByRole('dialog', { name: 'Create a new table under public' });
    await panel.getByRole('textbox', { name: 'Name' }).first().fill(madeInTheEditor);
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/project\/default\/editor\/\d+/);
    await sql(
      `INSERT INTO public.${madeInTheEditor} (created_at) SELECT now() FROM generate_series(1, 3)`,
    );

    await page.goto(
      `${inject('baseUrl')}/project/default/auth/policies?schema=public&search=${madeInTheEditor}`,
    );
    const newSection = page.getByRole('region', { name: madeInTheEditor });
    await newSection.getByText('Row Level Security enabled').waitFor();
    await newSection.getByRole('button', { name: 'Create policy' }).click();
    await press('Start from scratch');
    await dialog().getByRole('textbox', { name: 'Policy name' }).fill('anon reads two');
    await command('SELECT');
    await dialog()
      .getByRole('group', { name: 'Target roles' })
      .getByText('anon', { exact: true })
      .click();
    await typeExpression('USING expression', 'id <= 2');
    await press('Run test');
    await expect
      .poll(() => dialog().getByRole('status').textContent())
      .toBe('2 rows visible to anon');
  });
});
