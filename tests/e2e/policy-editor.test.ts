import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { query } from '../harness/api.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

const table = `policy_sheet_${Date.now().toString(36)}`;
// Neither alphabetical nor by name length (jsonb's key order): only the table's own order fits.
const TABLE_ORDER = ['zeta_long_name', 'id', 'done', 'meta', 'note'];

async function sql(text: string) {
  const response = await query(text);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** The policy editor: a wide side sheet with the tester and the review, at two window sizes. */
describe.each([
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
])('the policy editor at $width×$height', (viewport) => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    await sql(`
      CREATE TABLE IF NOT EXISTS public.${table} (
        zeta_long_name text, id bigint PRIMARY KEY, done boolean, meta jsonb, note text);
      ALTER TABLE public.${table} ENABLE ROW LEVEL SECURITY;
      GRANT SELECT ON public.${table} TO anon;
      INSERT INTO public.${table}
        VALUES ('z', 9007199254740993, true, '{"a": 1}', NULL) ON CONFLICT DO NOTHING`);
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.setViewportSize(viewport);
    await page.goto(
      `${inject('baseUrl')}/project/default/auth/policies?schema=public&search=${table}`,
    );
  });
  afterAll(async () => {
    await browser?.close();
    await sql(`DROP TABLE IF EXISTS public.${table}`);
  });

  const sheet = () => page.getByRole('dialog');
  const press = (name: string) => sheet().getByRole('button', { name, exact: true }).click();
  const usingEditor = () => sheet().getByRole('textbox', { name: 'USING expression' });

  /** Replaces the USING expression's text, as a user would with the keyboard. */
  async function writeUsing(text: string) {
    await usingEditor().click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type(text);
  }

  it('opens as a wide side sheet inside the window', async () => {
    await page
      .getByRole('region', { name: table })
      .getByRole('button', { name: 'Create policy' })
      .click();
    await press('Start from scratch');
    await sheet().getByRole('textbox', { name: 'Policy name' }).fill('anon reads everything');
    await sheet()
      .getByRole('radiogroup', { name: 'Policy command' })
      .getByText('SELECT', { exact: true })
      .click();
    await usingEditor().waitFor();
    // The sheet is the dialog's frame (its border included). Measured once it has slid in.
    const frame = sheet().locator('xpath=..');
    await expect.poll(async () => (await frame.boundingBox())?.x).toBe(viewport.width - 1000);
    const box = (await frame.boundingBox())!;
    expect(box.width).toBe(1000);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    // Nothing in it is wider than the sheet, and the page behind does not scroll.
    expect(
      await sheet().evaluate((node) =>
        [...node.querySelectorAll('*')].every(
          (child) => child.getBoundingClientRect().right <= node.getBoundingClientRect().right + 1,
        ),
      ),
    ).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });

  it('calls a bad expression a syntax error, with its position, and underlines it', async () => {
    await writeUsing('id = = 1');
    await press('Run test');
    await sheet().getByText('USING expression: Syntax error at or near "=" (position 6)').waitFor();
    const said = sheet()
      .getByRole('alert')
      .filter({ hasText: /^Syntax error/ });
    expect(await said.textContent()).toBe('Syntax error at or near "=" (position 6)');
    expect(await usingEditor().getAttribute('aria-invalid')).toBe('true');
    expect(await sheet().locator('[data-error]').allTextContents()).toEqual(['=']);
  });

  it('runs the tester and shows the columns in table order, values as the grid shows them', async () => {
    await writeUsing('true');
    await expect.poll(() => usingEditor().getAttribute('aria-invalid')).toBeNull();
    await press('Run test');
    const rows = sheet().getByRole('table', { name: 'Rows visible to anon' });
    await rows.getByRole('cell').first().waitFor();
    expect(await rows.getByRole('columnheader').allTextContents()).toEqual(TABLE_ORDER);
    expect(await rows.getByRole('cell').allTextContents()).toEqual([
      'z',
      '9007199254740993',
      'TRUE',
      '{"a": 1}',
      'NULL',
    ]);
  });

  it('reviews the SQL wrapped to the sheet, without sideways scrolling', async () => {
    await press('Review');
    const review = sheet().getByRole('region', { name: 'Policy SQL' });
    await expect
      .poll(() => review.textContent())
      .toContain('CREATE POLICY "anon reads everything"');
    expect(await review.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    // Highlighted: the keywords are coloured runs of their own.
    await review.locator('span', { hasText: /^CREATE$/ }).waitFor();
    await press('Back to editor');
    await press('Cancel');
    await page
      .getByRole('alertdialog', { name: 'Discard changes' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await sheet().waitFor({ state: 'detached' });
  });
});
