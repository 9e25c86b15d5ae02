import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, query } from '../harness/api.js';
import { AUTH_STORAGE_KEY, launchBrowser, type TestBrowser } from '../harness/browser.js';

const suffix = Date.now().toString(36);
const READER = { email: `reader-${suffix}@atrium.test`, password: 'reader-password-for-tests' };
const table = `read_only_${suffix}`;

/** The spec's words (database-admin.md §6, table-editor-rls-extensions.md §6, 2.11). */
const CREATE_TABLES = 'You need additional permissions to create tables';
const CREATE_COLUMNS = 'You need additional permissions to create columns';
const EDIT_POLICIES = 'You need additional permissions to edit RLS policies';
const TOGGLE_RLS = 'You need additional permissions to toggle RLS';

async function sql(text: string) {
  const response = await query(text);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/**
 * Issue 13, as a new user would in Chromium: the owner adds a Read-only member with an initial
 * password, who signs in through the UI, finds every write control of the table editor and the
 * policies screen disabled with the spec's tooltip, and is refused (403) by the API when it uses
 * its own session to write anyway.
 */
describe('a Read-only member in Chromium', () => {
  let browser: TestBrowser;
  let page: Page;
  let tableId: number;
  let readerId: string;
  const url = (path: string) => `${inject('baseUrl')}${path}`;

  beforeAll(async () => {
    await sql(`CREATE TABLE public.${table} (id bigint PRIMARY KEY, note text);
      ALTER TABLE public.${table} ENABLE ROW LEVEL SECURITY;
      CREATE POLICY "everyone reads" ON public.${table} FOR SELECT USING (true);
      INSERT INTO public.${table} VALUES (1, 'one')`);
    const found = await query<{ id: number }>(`SELECT 'public.${table}'::regclass::int AS id`);
    tableId = found.body[0]!.id;
    const added = await api<{ user_id: string }>(
      'POST',
      '/platform/organizations/default/members',
      {
        ...READER,
        role: 'read_only',
      },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    readerId = added.body.user_id;
    browser = await launchBrowser({ signedInAt: [] });
    page = await browser.context.newPage();
    page.setDefaultTimeout(10_000);
  });
  afterAll(async () => {
    await browser?.close();
    await sql(`DROP TABLE IF EXISTS public.${table}`);
    // The shared app's organization goes back to its owner alone, as the other tests expect.
    if (readerId) await api('DELETE', `/platform/organizations/default/members/${readerId}`);
  });

  /**
   * Opens a page and waits for the member's grants there, which every control mirrors. The page
   * before is left for a blank one first: its own grants request, still in flight on a slow
   * machine, would otherwise be the response waited for, its body gone with its page.
   */
  async function open(path: string) {
    await page.goto('about:blank');
    const grants = page.waitForResponse((r) => r.url().includes('/platform/profile/permissions'));
    await page.goto(url(path));
    const body = (await (await grants).json()) as { grants: { action: string }[] };
    expect(body.grants.length).toBeGreaterThan(0);
    expect(body.grants.map((g) => g.action)).not.toContain('sql:admin:write');
  }

  /** The control is disabled, pressing it does nothing, and hovering it shows the spec's tooltip. */
  async function expectDenied(control: Locator, tooltip: string) {
    expect(await control.isDisabled()).toBe(true);
    // A disabled button takes no hover: its focusable stand-in, the parent, carries the tooltip.
    const standIn = control.locator('xpath=..');
    expect(await standIn.getAttribute('aria-disabled')).toBe('true');
    // Pressing it does nothing; it also makes the mouse the way in, which react-aria's hover
    // tooltips wait for (a page loaded afresh has no interaction modality yet).
    await standIn.click({ force: true });
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Each try leaves the control and comes back: a re-render after the grants arrive can replace
    // the stand-in under a resting pointer, and the new one then never hears it enter.
    const shown = page.getByRole('tooltip').filter({ hasText: tooltip });
    await expect
      .poll(
        async () => {
          await page.mouse.move(0, 0);
          await standIn.hover();
          return shown.waitFor({ timeout: 2500 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 12_000 },
      )
      .toBe(true);
    await page.mouse.move(0, 0);
  }

  it('signs in through the UI', async () => {
    await page.goto(url('/sign-in'));
    await page.getByLabel('Email').fill(READER.email);
    await page.getByLabel('Password').fill(READER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/project/default');
    await page.getByRole('button', { name: `Account: ${READER.email}` }).waitFor();
  });

  it('sees the table editor read-only, every write control disabled and saying why', async () => {
    await open(`/project/default/editor/${tableId}`);
    const sidebar = page.getByRole('navigation', { name: 'Table editor' });
    await expectDenied(sidebar.locator('button', { hasText: 'New table' }), CREATE_TABLES);
    // The rows are shown but open no editor, and there is no Insert menu
    // (table-editor-rls-extensions.md §2: it 'shows only with write permission').
    const cell = page.getByRole('gridcell', { name: 'one' });
    await cell.dblclick();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('grid').getByRole('textbox').count()).toBe(0);
    const toolbar = page.getByRole('toolbar', { name: 'Table actions' });
    await toolbar.getByRole('button', { name: 'Filter', exact: true }).waitFor();
    expect(await toolbar.getByRole('button', { name: 'Insert', exact: true }).count()).toBe(0);
    await expectDenied(page.locator('button[aria-label="Add column"]'), CREATE_COLUMNS);

    await page.getByRole('button', { name: 'note column menu' }).click();
    for (const item of ['Edit column', 'Delete column']) {
      const entry = page.getByRole('menuitem', { name: new RegExp(item) });
      expect(await entry.getAttribute('aria-disabled')).toBe('true');
      expect(await entry.textContent()).toContain('Additional permissions required');
    }
    await page.keyboard.press('Escape');

    await sidebar.getByRole('button', { name: `Actions for ${table}` }).click();
    for (const item of ['Edit Table', 'Delete Table']) {
      const entry = page.getByRole('menuitem', { name: new RegExp(item) });
      expect(await entry.getAttribute('aria-disabled')).toBe('true');
      expect(await entry.textContent()).toContain(
        'Additional permissions required to edit/delete table',
      );
    }
    await page.keyboard.press('Escape');
  });

  it('sees the policies screen with its write controls disabled and saying why', async () => {
    await open(`/project/default/auth/policies?schema=public&search=${table}`);
    const section = page.getByRole('region', { name: table });
    await section.getByText('everyone reads').waitFor();
    await expectDenied(section.locator('button', { hasText: 'Disable RLS' }), TOGGLE_RLS);
    await expectDenied(section.locator('button', { hasText: 'Create policy' }), EDIT_POLICIES);
    for (const label of ['Edit policy everyone reads', 'Delete policy everyone reads']) {
      await expectDenied(section.locator(`button[aria-label="${label}"]`), EDIT_POLICIES);
    }
  });

  it("runs a SELECT in the SQL editor, and is refused a DELETE in Postgres's words", async () => {
    await open('/project/default/sql/new');
    await page.getByText('Read-only: your queries can only read').waitFor();
    const results = page.getByRole('region', { name: 'Results' });
    const run = async (text: string) => {
      await page.getByRole('textbox', { name: 'SQL' }).click();
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Delete');
      await page.keyboard.type(text);
      await page.getByRole('button', { name: 'Run', exact: true }).click();
    };
    await run(`select note from public.${table} where id = 1`);
    await results.getByRole('cell', { name: 'one', exact: true }).waitFor();

    await run(`delete from public.${table} where id = 1`);
    const alert = results.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'ERROR: 25006: cannot execute DELETE in a read-only transaction',
    );
    const left = await query(`SELECT count(*)::int AS n FROM public.${table}`);
    expect(left.body).toEqual([{ n: 1 }]);
  });

  it('is refused by the API with its own session when it writes anyway', async () => {
    const stored = await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);
    const token = (JSON.parse(stored!) as { access_token: string }).access_token;
    const post = (path: string, body: object) =>
      fetch(url(`/platform/pg-meta/default${path}`), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const created = `${table}_not_created`;
    expect((await post('/tables', { name: created, schema: 'public' })).status).toBe(403);
    expect((await post('/query', { query: `CREATE TABLE public.${created} ()` })).status).toBe(403);
    // The same token may read: the refusals are about the role, not a broken session.
    const read = await fetch(url(`/platform/pg-meta/default/tables/${tableId}`), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.status).toBe(200);
    const left = await query(`SELECT to_regclass('public.${created}') AS found`);
    expect(left.body).toEqual([{ found: null }]);
  });
});
