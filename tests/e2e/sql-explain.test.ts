import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { query } from '../harness/api.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

const suffix = Date.now().toString(36);
const orders = `explain_orders_${suffix}`;
const customers = `explain_customers_${suffix}`;

async function sql(text: string) {
  const response = await query(text);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** EXPLAIN in the SQL editor as a user drives it: a join's plan, and a syntax error marked. */
describe('EXPLAIN in the SQL editor', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    await sql(`CREATE TABLE public.${customers} (id int PRIMARY KEY, name text);
      INSERT INTO public.${customers} SELECT n, 'customer ' || n FROM generate_series(1, 20) AS n;
      CREATE TABLE public.${orders} (id int PRIMARY KEY, customer_id int, note text);
      INSERT INTO public.${orders}
        SELECT n, n % 20 + 1, 'order ' || n FROM generate_series(1, 100000) AS n;
      ANALYZE public.${customers}, public.${orders}`);
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${inject('baseUrl')}/project/default/sql/new`);
  });
  afterAll(async () => {
    await browser?.close();
    await sql(`DROP TABLE IF EXISTS public.${orders}, public.${customers}`);
  });

  const editor = () => page.getByRole('textbox', { name: 'SQL' });
  const plan = () => page.getByRole('region', { name: 'Query plan' });

  /** Replaces the editor's text, as pasted; the cursor ends in the last statement. */
  async function write(text: string) {
    await editor().click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(text);
  }

  it('explains analyze the join under the cursor, and highlights its costly node', async () => {
    // The scan of the orders hashes each note three times: most of the plan's time is its own.
    await write(`select 1;\nselect o.id, c.name from public.${orders} o
      join public.${customers} c on c.id = o.customer_id
      where md5(md5(md5(o.note))) <> ''`);
    await page.getByRole('button', { name: 'Explain analyze', exact: true }).click();
    const tree = plan().getByRole('treegrid', { name: 'Query plan', exact: true });
    await tree.waitFor();
    expect(await plan().getByRole('status').textContent()).toMatch(
      /^Analyzed, then rolled back: planning [\d.,]+ ms, execution [\d.,]+ ms\./,
    );
    const join = tree.getByRole('row').filter({ hasText: /Join/ }).first();
    expect(await join.textContent()).toContain('join: Inner');
    const scan = tree.getByRole('row').filter({ hasText: `on ${orders} o` });
    expect(await scan.getAttribute('data-costly')).toBe('true');
    expect(await scan.textContent()).toMatch(/Costly: \d+ % of the time/);
    expect(await scan.textContent()).toContain('actual 100,000 rows');
    // The first statement was not explained: only the join's scans are in the plan.
    expect(await tree.getByRole('row').filter({ hasText: 'Result' }).count()).toBe(0);

    // The tree is navigable from the keyboard: Left collapses the focused node.
    const rows = await tree.getByRole('row').count();
    await tree.getByRole('row').first().click();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => tree.getByRole('row').count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tree.getByRole('row').count()).toBe(rows);
  });

  it('marks a syntax error at its position in the statement explained (F7)', async () => {
    await write(`select 1;\nselect id frm public.${orders}`);
    await page.keyboard.press('F7');
    const alert = plan().getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('ERROR: 42601: syntax error at or near "public"');
    expect(await page.locator('[data-error]').textContent()).toBe('public');
    expect(await editor().getAttribute('aria-invalid')).toBe('true');

    await page.getByRole('button', { name: 'Close plan', exact: true }).click();
    await expect.poll(() => page.locator('[data-error]').count()).toBe(0);
  });

  it('keeps the toolbar and the plan within the page at 1024×768', async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await write(
      `select o.id from public.${orders} o join public.${customers} c on c.id = o.customer_id`,
    );
    await page.keyboard.press('F7');
    await plan().getByRole('treegrid', { name: 'Query plan', exact: true }).waitFor();
    const spill = await page.evaluate(() => {
      const toolbar = document.querySelector('[role="toolbar"][aria-label="SQL editor"]')!;
      const scroller = document.scrollingElement!;
      return {
        toolbar: toolbar.scrollWidth - toolbar.clientWidth,
        page: scroller.scrollWidth - window.innerWidth,
      };
    });
    expect(spill).toEqual({ toolbar: 0, page: 0 });
  });
});
