import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { ownerAuth } from '../harness/instance-tokens.js';

const bucket = `selection-e2e-${Date.now().toString(36)}`;
const storage = () => `${inject('baseUrl')}/platform/storage/default/buckets`;

/** A dashboard storage call as the test owner. */
async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${storage()}${path}`, {
    method,
    headers: { ...ownerAuth(), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response;
}

/** Stores a text file through the explorer's own upload route. */
async function upload(path: string, text: string) {
  const form = new FormData();
  form.append('cacheControl', '3600');
  form.append('', new Blob([text], { type: 'text/plain' }), path.split('/').pop());
  const response = await fetch(
    `${storage()}/${bucket}/objects/upload?path=${encodeURIComponent(path)}`,
    { method: 'POST', headers: ownerAuth(), body: form },
  );
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

/** The bucket's entries under `folder`, by name. */
async function listed(folder = ''): Promise<string[]> {
  const response = await call('POST', `/${bucket}/objects/list`, { path: folder });
  return ((await response.json()) as { name: string }[]).map((entry) => entry.name).sort();
}

/**
 * The explorer's selection and naming in Chromium: a shift-click range downloaded as one zip the
 * API streams (unzipped and checked), then a file and a folder renamed in place.
 */
describe('selecting and renaming in the storage explorer', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    await call('POST', '', { id: bucket, public: false });
    for (const name of ['a.txt', 'b.txt', 'c.txt', 'd.txt', 'docs/one.txt']) {
      await upload(name, `contents of ${name}`);
    }
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.goto(`${inject('baseUrl')}/project/default/storage/buckets/${bucket}`);
    await row('d.txt').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await fetch(`${storage()}/${bucket}/empty`, { method: 'POST', headers: ownerAuth() });
    await fetch(`${storage()}/${bucket}`, { method: 'DELETE', headers: ownerAuth() });
  });

  const row = (name: string) =>
    page.getByRole('listbox', { name: bucket }).getByRole('option', { name: new RegExp(name) });

  it('selects a range with shift-click and downloads it as one zip', async () => {
    await row('a\\.txt').getByTestId('select-item').click();
    await row('c\\.txt')
      .getByTestId('select-item')
      .click({ modifiers: ['Shift'] });
    const bar = page.getByRole('toolbar', { name: 'Selected items' });
    await bar.getByText('3 items selected').waitFor();
    const downloading = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${bucket}.zip`);
    const entries = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(
      Object.fromEntries(
        Object.entries(entries).map(([name, bytes]) => [name, Buffer.from(bytes).toString()]),
      ),
    ).toEqual({
      'a.txt': 'contents of a.txt',
      'b.txt': 'contents of b.txt',
      'c.txt': 'contents of c.txt',
    });
    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await bar.waitFor({ state: 'detached' });
  });

  it('renames a file in place', async () => {
    await row('b\\.txt').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const field = page.getByRole('textbox', { name: 'New name for b.txt' });
    await field.fill('bee.txt');
    await field.press('Enter');
    await row('bee\\.txt').waitFor();
    await expect.poll(() => listed()).toEqual(['a.txt', 'bee.txt', 'c.txt', 'd.txt', 'docs']);
  });

  it('refuses a slash in a folder name, then renames the folder', async () => {
    await row('docs').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const field = page.getByRole('textbox', { name: 'New name for docs' });
    await field.fill('pa/pers');
    await field.press('Enter');
    await page.getByText('Folder name cannot contain forward or back slashes.').waitFor();
    await field.fill('papers');
    await field.press('Enter');
    await row('papers').waitFor();
    await expect.poll(() => listed('papers')).toEqual(['one.txt']);
    expect(await listed()).not.toContain('docs');
  });
});
