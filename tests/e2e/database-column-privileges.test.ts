import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { query } from '../harness/api.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

/**
 * The admin plugin's column privileges screen (ALPHA, behind the `column-privileges` flag) as a
 * user trying it drives it (issue 23): the flag switched on in the browser, SELECT granted on one
 * column to anon, checked as anon through the query endpoint, then revoked.
 */
const suffix = Date.now().toString(36);
const table = `colpriv_e2e_${suffix}`;
const FLAG = 'atrium:flag:column-privileges';

describe('column privileges in the browser', () => {
  const baseUrl = inject('baseUrl');
  let browser: TestBrowser;
  let page: Page;

  const sql = async <T>(text: string) => {
    const res = await query<T>(text, {}, baseUrl);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const asAnon = (text: string) => query(text, { role: 'anon' }, baseUrl);

  beforeAll(async () => {
    // New tables are anon's by default privileges: column grants matter once the table's are gone.
    await sql(`CREATE TABLE public.${table} (id int8, email text, secret text);
               INSERT INTO public.${table} VALUES (1, 'a@x', 's');
               REVOKE ALL ON public.${table} FROM anon`);
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await query(`DROP TABLE IF EXISTS public.${table}`, {}, baseUrl);
  });

  const screen = `${baseUrl}/project/default/database/column-privileges?schema=public&table=${table}&role=anon`;
  const box = (name: string) => page.getByRole('checkbox', { name, exact: true });
  /** Toggles a design-system checkbox as a user does, on its label: its box covers the input. */
  const toggle = (name: string) => page.locator('label', { has: box(name) }).click();

  it('is not there until its flag is on', async () => {
    await page.goto(screen);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.evaluate((key) => localStorage.setItem(key, 'on'), FLAG);
    await page.reload();
    await page.getByRole('heading', { name: 'Column Privileges', exact: true }).waitFor();
  });

  it('grants SELECT on one column to anon, which anon can then read, and revokes it', async () => {
    await page.goto(screen);
    await toggle('SELECT on email');
    await expect.poll(() => box('SELECT on email').isChecked()).toBe(true);
    await expect
      .poll(async () => (await asAnon(`SELECT email FROM public.${table}`)).body)
      .toEqual([{ email: 'a@x' }]);
    expect((await asAnon(`SELECT secret FROM public.${table}`)).status).toBe(403);
    expect(await box('SELECT on secret').isChecked()).toBe(false);

    await toggle('SELECT on email');
    await expect.poll(() => box('SELECT on email').isChecked()).toBe(false);
    await expect
      .poll(async () => (await asAnon(`SELECT email FROM public.${table}`)).status)
      .toBe(403);
  });
});
