import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { query } from '../harness/api.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

/**
 * The admin plugin's schema visualizer as a user opens it (issue 23): a schema with a foreign
 * key drawn as two tables and a line, moved and zoomed, a table followed to its editor, and the
 * diagram downloaded as SVG and PNG.
 */
const schema = `viz_e2e_${Date.now().toString(36)}`;

describe('schema visualizer in the browser', () => {
  const baseUrl = inject('baseUrl');
  let browser: TestBrowser;
  let page: Page;

  const sql = async <T>(text: string) => {
    const res = await query<T>(text, {}, baseUrl);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    await sql(`
      CREATE SCHEMA ${schema};
      CREATE TABLE ${schema}.customers (id bigint PRIMARY KEY, name text NOT NULL);
      CREATE TABLE ${schema}.orders (
        id bigint PRIMARY KEY,
        customer_id bigint NOT NULL REFERENCES ${schema}.customers (id),
        placed_at timestamptz
      );`);
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`, {}, baseUrl);
  });

  const visualizer = async () => {
    await page.goto(`${baseUrl}/project/default/database/schemas?schema=${schema}`);
    await page.getByRole('link', { name: 'orders', exact: true }).waitFor();
  };
  const zoomLevel = () => page.getByRole('status', { name: 'Zoom level' }).textContent();
  const planeTransform = () =>
    page
      .getByRole('group', { name: `Diagram of schema ${schema}`, exact: true })
      .locator('[style*="transform"]')
      .evaluate((el) => (el as HTMLElement).style.transform);

  it('draws the tables with their columns and keys, and the foreign key as a line', async () => {
    await visualizer();
    await page.getByRole('link', { name: 'customers', exact: true }).waitFor();
    const orders = page.getByRole('list', { name: 'Columns of orders', exact: true });
    expect(await orders.getByRole('listitem').allTextContents()).toEqual([
      'PKidint8',
      'FKcustomer_idint8',
      'placed_attimestamptz',
    ]);
    expect(await page.getByRole('list', { name: 'Foreign keys', exact: true }).textContent()).toBe(
      'orders.customer_id references customers.id',
    );
    const line = page.locator('path[data-fk="orders_customer_id_fkey"]');
    // Attached, not visible: a level line's box has no height, which Playwright counts as hidden.
    await line.waitFor({ state: 'attached' });
    // The line runs from the orders box to the customers box, left to right.
    const [ordersBox, customersBox, lineBox] = await Promise.all([
      page.getByRole('list', { name: 'Columns of orders', exact: true }).boundingBox(),
      page.getByRole('list', { name: 'Columns of customers', exact: true }).boundingBox(),
      line.boundingBox(),
    ]);
    expect(ordersBox!.x + ordersBox!.width).toBeLessThan(customersBox!.x);
    expect(lineBox!.x).toBeGreaterThanOrEqual(ordersBox!.x + ordersBox!.width - 2);
    expect(lineBox!.x + lineBox!.width).toBeLessThanOrEqual(customersBox!.x + 2);
  });

  it('moves when dragged or moved with the arrow keys, and zooms with the wheel and buttons', async () => {
    await visualizer();
    const frame = page.getByRole('group', { name: `Diagram of schema ${schema}`, exact: true });
    const box = (await frame.boundingBox())!;
    const before = await planeTransform();
    await page.mouse.move(box.x + 20, box.y + box.height - 20);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + box.height - 60, { steps: 5 });
    await page.mouse.up();
    await expect.poll(planeTransform).not.toBe(before);
    const dragged = await planeTransform();
    await frame.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(planeTransform).not.toBe(dragged);

    const level = await zoomLevel();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
    await expect.poll(zoomLevel).not.toBe(level);
    await page.getByRole('button', { name: 'Zoom out', exact: true }).click();
    await page.getByRole('button', { name: 'Fit to screen', exact: true }).click();
    await expect.poll(zoomLevel).toBe('100%');
  });

  it('downloads the diagram as SVG and PNG', async () => {
    await visualizer();
    const svgDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download SVG', exact: true }).click();
    const svgFile = await svgDownload;
    expect(svgFile.suggestedFilename()).toBe(`schema-${schema}.svg`);
    const svg = await readFile((await svgFile.path())!, 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<g data-table="orders">');
    expect(svg).toContain('<g data-table="customers">');
    expect(svg).toContain('data-fk="orders_customer_id_fkey"');

    const pngDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG', exact: true }).click();
    const pngFile = await pngDownload;
    expect(pngFile.suggestedFilename()).toBe(`schema-${schema}.png`);
    const png = await readFile((await pngFile.path())!);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // Twice the diagram's size: wider than the two tables side by side.
    expect(png.readUInt32BE(16)).toBeGreaterThan(2 * 260 * 2);
  });

  it('keeps the schema in the URL, and links each table to its editor', async () => {
    const [orders] = await sql<{ id: number }>(
      `SELECT '${schema}.orders'::regclass::oid::int AS id`,
    );
    await visualizer();
    await page.getByRole('link', { name: 'orders', exact: true }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe(`/project/default/editor/${orders!.id}`);
  });

  it('says when a schema has no tables', async () => {
    await sql(`CREATE SCHEMA ${schema}_empty`);
    try {
      await page.goto(`${baseUrl}/project/default/database/schemas?schema=${schema}_empty`);
      await page.getByRole('heading', { name: 'No tables in schema', exact: true }).waitFor();
    } finally {
      await sql(`DROP SCHEMA ${schema}_empty`);
    }
  });
});
