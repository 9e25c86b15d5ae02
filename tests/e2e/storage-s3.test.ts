import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { Client } from 'minio';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../api/src/postgres/free-port.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import {
  S3RVER_ACCESS_KEY,
  S3RVER_SECRET_KEY,
  startS3Server,
  type S3TestServer,
} from '../harness/s3-server.js';
import { spawnAtrium, type AtriumProcess } from '../harness/start-process.js';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';

const BUCKET = 's3-explorer';
const KEY_PREFIX = 'atrium-e2e';
const TEXT = 'hello from the S3 backend';
/** Over 6 MB, so it goes through the resumable route, then to S3 once whole. */
const LARGE = 7 * 1024 * 1024;
const largeBytes = () => Uint8Array.from({ length: LARGE }, (_, i) => i % 251);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Drops a text file and a large generated one on the bucket's column, as a browser drop does. */
async function dropFiles(page: Page) {
  await page.evaluate(
    ({ text, large }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'hello.txt', { type: 'text/plain' }));
      const bytes = Uint8Array.from({ length: large }, (_, i) => i % 251);
      transfer.items.add(new File([bytes], 'large.bin', { type: 'application/octet-stream' }));
      const target = document.querySelector('[data-column="0"]')!;
      for (const type of ['dragenter', 'dragover', 'drop']) {
        target.dispatchEvent(
          new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }),
        );
      }
    },
    { text: TEXT, large: LARGE },
  );
}

/**
 * The file explorer once on the S3 backend (`ATRIUM_STORAGE_BACKEND=s3`, read at start, so this
 * file starts its own app, tests/e2e/own-apps.ts) against the loopback S3 server: create a
 * bucket, upload (a small file and one through tus), preview, download a zip, delete; the bytes
 * are checked in the S3 server itself.
 */
describe('the storage explorer on the S3 backend', () => {
  let s3: S3TestServer;
  let direct: Client;
  let stateDir: string;
  let atrium: AtriumProcess;
  let baseUrl: string;
  let browser: TestBrowser;
  let page: Page;

  /** The S3 keys the bucket's objects are stored under, by object name. */
  const storedNames = async (): Promise<string[]> => {
    const names: string[] = [];
    const prefix = `${KEY_PREFIX}/default/${BUCKET}/`;
    for await (const item of direct.listObjectsV2(s3.bucket, prefix, true)) {
      if (item.name) names.push(item.name.slice(prefix.length).split('/')[0]!);
    }
    return names.sort();
  };
  const row = (name: string) =>
    page.getByRole('listbox', { name: BUCKET }).getByRole('option', { name: new RegExp(name) });

  beforeAll(async () => {
    s3 = await startS3Server();
    direct = new Client({
      endPoint: '127.0.0.1',
      port: Number(new URL(s3.endpoint).port),
      useSSL: false,
      accessKey: S3RVER_ACCESS_KEY,
      secretKey: S3RVER_SECRET_KEY,
      region: 'us-east-1',
    });
    stateDir = await makeStateDir('e2e-s3');
    atrium = spawnAtrium({
      PORT: String(await freePort()),
      ATRIUM_DATA_DIR: stateDir,
      ATRIUM_STORAGE_BACKEND: 's3',
      ATRIUM_STORAGE_S3_ENDPOINT: s3.endpoint,
      ATRIUM_STORAGE_S3_BUCKET: s3.bucket,
      ATRIUM_STORAGE_S3_ACCESS_KEY: S3RVER_ACCESS_KEY,
      ATRIUM_STORAGE_S3_SECRET_KEY: S3RVER_SECRET_KEY,
      ATRIUM_STORAGE_S3_KEY_PREFIX: KEY_PREFIX,
    });
    baseUrl = await atrium.ready;
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.setDefaultTimeout(30_000);
  });
  afterAll(async () => {
    await browser?.close();
    await atrium?.stop();
    await s3?.close();
    if (stateDir) await removeStateDir(stateDir);
  });

  it('creates a bucket and uploads into it, the bytes in the S3 server', async () => {
    await page.goto(`${baseUrl}/project/default/storage/buckets`);
    await page.getByRole('button', { name: 'New bucket', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name of bucket', exact: true }).fill(BUCKET);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`**/project/default/storage/buckets/${BUCKET}`);
    await page.getByRole('heading', { name: 'Drop your files here', exact: true }).waitFor();
    await dropFiles(page);
    await page
      .getByRole('region', { name: 'Uploads', exact: true })
      .getByText('Uploading 2 files: 100.00%', { exact: true })
      .waitFor();
    await row('large\\.bin').waitFor();
    await expect.poll(storedNames).toEqual(['hello.txt', 'large.bin']);
  });

  it('previews the text file', async () => {
    await row('hello\\.txt').click();
    const panel = page.getByRole('complementary', { name: 'File preview', exact: true });
    await panel.getByText(TEXT, { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Close preview', exact: true }).click();
    await panel.waitFor({ state: 'detached' });
  });

  it('downloads both files as one zip read from S3', async () => {
    await row('hello\\.txt').getByTestId('select-item').click();
    await row('large\\.bin')
      .getByTestId('select-item')
      .click({ modifiers: ['Shift'] });
    const bar = page.getByRole('toolbar', { name: 'Selected items', exact: true });
    await bar.getByText('2 items selected', { exact: true }).waitFor();
    const downloading = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Download', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${BUCKET}.zip`);
    const entries = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(Object.keys(entries).sort()).toEqual(['hello.txt', 'large.bin']);
    expect(Buffer.from(entries['hello.txt']!).toString()).toBe(TEXT);
    expect(sha256(entries['large.bin']!)).toBe(sha256(largeBytes()));
  });

  it('deletes the files, and their bytes leave S3', async () => {
    const bar = page.getByRole('toolbar', { name: 'Selected items', exact: true });
    await bar.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Confirm deletion of 2 items',
      exact: true,
    });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Drop your files here', exact: true }).waitFor();
    await expect.poll(storedNames).toEqual([]);
  });

  it('deletes the bucket', async () => {
    await page.getByRole('button', { name: `Actions for bucket ${BUCKET}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Delete bucket', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Confirm deletion of ${BUCKET}` });
    await confirm.getByRole('textbox').fill(BUCKET);
    await confirm.getByRole('button', { name: 'Delete bucket', exact: true }).click();
    await page.waitForURL('**/project/default/storage/buckets');
    await page
      .getByRole('list', { name: 'All buckets', exact: true })
      .getByText(BUCKET, { exact: true })
      .waitFor({ state: 'detached' });
  });
});
