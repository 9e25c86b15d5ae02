import { createHash } from 'node:crypto';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { ownerAuth } from '../harness/instance-tokens.js';

const bucket = `resumable-e2e-${Date.now().toString(36)}`;
const storage = () => `${inject('baseUrl')}/platform/storage/default/buckets`;
const MiB = 1024 * 1024;
/** One file's fixed modification time, so the same file dropped again is the same to tus. */
const MODIFIED = 1_700_000_000_000;

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

/** The bytes of a generated file of `size`: byte i is i mod 251. */
const bytesOf = (size: number) => Uint8Array.from({ length: size }, (_, i) => i % 251);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The stored object's bytes, hashed, as the owner downloads them through the dashboard. */
async function storedHash(path: string): Promise<string> {
  const response = await call('POST', `/${bucket}/objects/download`, { path });
  return sha256(new Uint8Array(await response.arrayBuffer()));
}

/** Drops one generated file of `size` bytes on the bucket's column, as a browser drop does. */
async function dropFile(page: Page, name: string, size: number) {
  await page.evaluate(
    ({ name, size, modified }) => {
      const bytes = Uint8Array.from({ length: size }, (_, i) => i % 251);
      const transfer = new DataTransfer();
      transfer.items.add(
        new File([bytes], name, { type: 'application/octet-stream', lastModified: modified }),
      );
      const target = document.querySelector('[data-column="0"]')!;
      for (const type of ['dragenter', 'dragover', 'drop']) {
        target.dispatchEvent(
          new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }),
        );
      }
    },
    { name, size, modified: MODIFIED },
  );
}

/**
 * Files over 6 MB go through the dashboard's resumable (tus) route with the member's session,
 * never a project key, with their progress; one cut off by a reload resumes from the server's
 * offset when the same file is dropped again.
 */
describe('resumable uploads in the storage explorer', () => {
  let browser: TestBrowser;
  let page: Page;
  /** Every upload request the page sent: method, path, and the offset a PATCH starts at. */
  const sent: { method: string; path: string; offset: string | undefined; apikey: boolean }[] = [];

  beforeAll(async () => {
    await call('POST', '', { id: bucket, public: false });
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.includes('/upload')) return;
      const headers = request.headers();
      sent.push({
        method: request.method(),
        path: url.pathname,
        offset: headers['upload-offset'],
        apikey: 'apikey' in headers,
      });
    });
    await page.goto(`${inject('baseUrl')}/project/default/storage/buckets/${bucket}`);
    await page.getByRole('heading', { name: 'Drop your files here' }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await fetch(`${storage()}/${bucket}/empty`, { method: 'POST', headers: ownerAuth() });
    await fetch(`${storage()}/${bucket}`, { method: 'DELETE', headers: ownerAuth() });
  });

  const uploads = () => page.getByRole('region', { name: 'Uploads' });

  it('uploads a file over 6 MB through the tus route, with its progress', async () => {
    const size = 7 * MiB;
    await dropFile(page, 'large.bin', size);
    await uploads().getByText('Uploading 1 file: 100.00%', { exact: true }).waitFor();
    await page.getByRole('option', { name: /^large\.bin/ }).waitFor();
    expect(await storedHash('large.bin')).toBe(sha256(bytesOf(size)));
    const tus = sent.filter((request) => request.path.endsWith('/upload/resumable'));
    expect(tus.map((request) => request.method)).toEqual(['POST']);
    expect(tus[0]!.path).toBe('/platform/storage/default/upload/resumable');
    expect(sent.filter((request) => request.method === 'PATCH').length).toBe(2);
    expect(sent.some((request) => request.apikey)).toBe(false);
    await uploads().getByRole('button', { name: 'Close', exact: true }).click();
  });

  it('resumes from the server’s offset after a reload cut the upload off', async () => {
    const size = 13 * MiB;
    let held: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => (held = resolve));
    // The first chunk goes through; the second is held until the page is reloaded under it.
    const hold = async (route: Route) => {
      const request = route.request();
      if (request.method() === 'PATCH' && request.headers()['upload-offset'] !== '0') {
        held();
        return;
      }
      await route.fallback();
    };
    await page.route('**/upload/resumable/*', hold);
    sent.length = 0;
    await dropFile(page, 'resumed.bin', size);
    await holding;
    // The bar stands part of the way: the first chunk's 6 MiB of 13 at least, not all of it.
    await uploads()
      .getByText(/^Uploading 1 file: ([4-9]\d)\.\d{2}%$/)
      .waitFor();
    await page.unroute('**/upload/resumable/*', hold);
    await page.reload();
    await page.getByRole('option', { name: /^large\.bin/ }).waitFor();
    sent.length = 0;
    await dropFile(page, 'resumed.bin', size);
    await uploads().getByText('Uploading 1 file: 100.00%', { exact: true }).waitFor();
    // No new upload: the stored one was asked its offset and went on from the first chunk.
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
    // At least the first chunk was kept (the held one may have sent part of its bytes first).
    const patches = sent.filter((request) => request.method === 'PATCH');
    expect(Number(patches[0]!.offset)).toBeGreaterThanOrEqual(6 * MiB);
    expect(Number(patches[0]!.offset)).toBeLessThan(size);
    await page.getByRole('option', { name: /^resumed\.bin/ }).waitFor();
    expect(await storedHash('resumed.bin')).toBe(sha256(bytesOf(size)));
  });
});
