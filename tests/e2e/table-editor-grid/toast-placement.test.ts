import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { animationsSettled } from '../../harness/animations.js';
import { launchBrowser, type TestBrowser } from '../../harness/browser.js';
import { sql } from '../screens/fixture.js';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A name no earlier run left behind (the e2e instance keeps its data for the whole run). */
const table = `e2e_toasts_${Date.now().toString(36)}`;

/** Toasts over the grid leave its toolbar and its footer free (issue 21, item 17). */
describe('toasts over the grid', () => {
  let browser: TestBrowser;
  let page: Page;
  let tableId: number;

  beforeAll(async () => {
    await sql(`
      create table public.${table} (id int primary key, name text);
      insert into public.${table} select i, 'pet ' || i from generate_series(1, 30) i;`);
    const [row] = await sql<{ id: number }>(`select 'public.${table}'::regclass::oid::int as id`);
    tableId = row!.id;
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.setDefaultTimeout(10_000);
  });
  afterAll(async () => {
    await browser?.close();
    await sql(`drop table if exists public.${table}`);
  });

  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
  ] as const) {
    it(`keeps a toast clear of the toolbar and the footer at ${width}×${height}`, async () => {
      await page.setViewportSize({ width, height });
      await page.goto(`${inject('baseUrl')}/project/default/editor/${tableId}?schema=public`);
      const grid = page.getByRole('grid', { name: table });
      await grid.waitFor();
      await grid.getByText('pet 2', { exact: true }).click({ button: 'right' });
      await page.getByRole('menuitem', { name: 'Copy cell content' }).click();
      const toast = page.locator('[role=alertdialog]', {
        hasText: 'Copied cell value to clipboard',
      });
      await toast.waitFor();
      await animationsSettled(page);
      const toastBox = (await toast.boundingBox())!;
      const controls = [
        page.getByRole('button', { name: 'Filter', exact: true }),
        page.getByRole('button', { name: 'Sort', exact: true }),
        page.getByRole('button', { name: 'Insert', exact: true }),
        page.getByRole('button', { name: 'Role: postgres' }),
        page.locator('[role=group][aria-label=View]').locator('xpath=..'),
      ];
      for (const control of controls) {
        const box = (await control.boundingBox())!;
        expect(overlaps(toastBox, box), `the toast covers ${await control.textContent()}`).toBe(
          false,
        );
      }
    });
  }
});
