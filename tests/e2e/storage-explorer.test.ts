import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { ownerAuth } from '../harness/instance-tokens.js';

const bucket = `explorer-e2e-${Date.now().toString(36)}`;
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

/** The bucket's files under `folder`, by name. */
async function listed(folder = ''): Promise<string[]> {
  const response = await call('POST', `/${bucket}/objects/list`, { path: folder });
  return ((await response.json()) as { name: string }[]).map((entry) => entry.name).sort();
}

/** A 1×1 PNG, to preview. */
const PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

/** Drops files on the element as a browser does (a DataTransfer with Files) and waits for nothing. */
async function dropFiles(
  page: Page,
  selector: string,
  files: { name: string; text?: string; base64?: string; type: string }[],
) {
  await page.evaluate(
    ({ selector, files }) => {
      const target = document.querySelector(selector)!;
      const transfer = new DataTransfer();
      for (const { name, text, base64, type } of files) {
        const bytes = base64 ? Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)) : text!;
        transfer.items.add(new File([bytes], name, { type }));
      }
      for (const type of ['dragenter', 'dragover', 'drop']) {
        target.dispatchEvent(
          new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }),
        );
      }
    },
    { selector, files },
  );
}

describe('the storage file explorer in the browser', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    await call('POST', '', { id: bucket, public: false });
    browser = await launchBrowser();
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: inject('baseUrl'),
    });
    page = await browser.context.newPage();
    await page.goto(`${inject('baseUrl')}/project/default/storage/buckets/${bucket}`);
    await page.getByRole('heading', { name: 'Drop your files here' }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await fetch(`${storage()}/${bucket}/empty`, { method: 'POST', headers: ownerAuth() });
    await fetch(`${storage()}/${bucket}`, { method: 'DELETE', headers: ownerAuth() });
  });

  const root = () => page.getByRole('listbox', { name: bucket });
  const row = (name: string) => page.getByRole('option', { name: new RegExp(name) });

  it('uploads dropped files with their progress, and lists them', async () => {
    await dropFiles(page, '[data-column="0"]', [
      { name: 'hello.txt', text: 'hello', type: 'text/plain' },
      { name: 'notes.txt', text: 'some notes', type: 'text/plain' },
      { name: 'dot.png', base64: PIXEL, type: 'image/png' },
    ]);
    await page
      .getByRole('region', { name: 'Uploads' })
      .getByText('Uploading 3 files: 100.00%')
      .waitFor();
    await root()
      .getByRole('option', { name: /notes\.txt/ })
      .waitFor();
    expect(await listed()).toEqual(['dot.png', 'hello.txt', 'notes.txt']);
  });

  it('previews an image and a text file', async () => {
    const panel = page.getByRole('complementary', { name: 'File preview' });
    await row('dot.png').click();
    const image = panel.getByRole('img', { name: 'dot.png' });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    await row('hello.txt').click();
    await panel.getByText('hello', { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Close preview' }).click();
    await panel.waitFor({ state: 'detached' });
  });

  it('creates a folder through the placeholder row', async () => {
    await page.getByRole('button', { name: 'Create folder' }).click();
    const name = page.getByRole('textbox', { name: 'New folder name' });
    await name.fill('bad/name');
    await name.press('Enter');
    await page.getByText('Folder name contains invalid special characters').waitFor();
    await name.fill('archive');
    await name.press('Enter');
    await row('archive').waitFor();
    expect(await listed()).toContain('archive');
  });

  it('moves a file into the folder', async () => {
    await row('notes.txt').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Move' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('textbox', { name: `Path to new directory in ${bucket}` })
      .fill('/archive');
    await dialog.getByRole('button', { name: 'Move files' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => listed('archive')).toContain('notes.txt');
    expect(await listed()).not.toContain('notes.txt');
  });

  it('gets a signed URL that opens the file', async () => {
    await row('hello.txt').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Get URL, expires in 1 week' }).click();
    await page.getByText('Copied URL for hello.txt to clipboard.').waitFor();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toContain('/storage/v1/object/sign/');
    const opened = await fetch(url);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toBe('hello');
  });

  it('deletes a selected file after confirming', async () => {
    await row('hello.txt').getByTestId('select-item').click();
    await page.getByText('1 item selected').waitFor();
    await page
      .getByRole('toolbar', { name: 'Selected items' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm deletion of hello.txt' });
    await dialog.getByText('This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => listed()).toEqual(['archive', 'dot.png']);
  });
});
