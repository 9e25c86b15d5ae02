import { ListBucketsCommand, S3Client } from '@aws-sdk/client-s3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../harness/api.js';
import { ownerAuth, sharedUrl } from '../harness/instance-tokens.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

interface Bucket {
  readonly id: string;
  readonly public: boolean;
  readonly file_size_limit: number | null;
}

const CONFIG = '/platform/projects/default/config/storage';
const BUCKETS = '/platform/storage/default/buckets';
const CREDENTIALS = '/platform/storage/default/credentials';
const MB = 1024 * 1024;

/**
 * Issue 25's storage screens on the run's self-hosted app, as its Owner: from the nav to the
 * bucket list, a public and a private bucket made through the create modal (its validation first),
 * the upload limit set on Settings > Storage, and an S3 key made there that the AWS SDK lists the
 * new buckets with. The buckets, the key and the limit are put back after.
 */
describe('the storage buckets and settings in Chromium', () => {
  let browser: TestBrowser;
  let page: Page;
  let limitBefore: number;
  const baseUrl = () => inject('baseUrl');
  const suffix = Date.now().toString(36);
  const publicName = `e2e-public-${suffix}`;
  const privateName = `e2e-private-${suffix}`;
  const dialog = () => page.getByRole('dialog');

  const bucketsNow = async () => {
    const { status, body } = await api<Bucket[]>('GET', BUCKETS);
    expect(status).toBe(200);
    return body;
  };

  beforeAll(async () => {
    limitBefore = (await api<{ fileSizeLimit: number }>('GET', CONFIG)).body.fileSizeLimit;
    browser = await launchBrowser();
    page = await browser.context.newPage();
    // A step that cannot happen fails with its own message, well before the test's timeout.
    page.setDefaultTimeout(10_000);
  });
  afterAll(async () => {
    await browser?.close();
    for (const id of [publicName, privateName]) {
      await api('POST', `${BUCKETS}/${id}/empty`);
      await api('DELETE', `${BUCKETS}/${id}`);
    }
    const keys = await api<{ id: string; description: string }[]>('GET', CREDENTIALS);
    for (const key of keys.body.filter((k) => k.description === `e2e ${suffix}`)) {
      await api('DELETE', `${CREDENTIALS}/${key.id}`);
    }
    await api('PATCH', CONFIG, { fileSizeLimit: limitBefore });
  });

  const createBucket = async (name: string, change: (page: Page) => Promise<void>) => {
    await page.goto(`${baseUrl()}/project/default/storage/buckets`);
    await page.getByRole('button', { name: 'New bucket' }).click();
    await dialog().getByRole('textbox', { name: 'Name of bucket' }).fill(name);
    await change(page);
    await dialog().getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`**/project/default/storage/buckets/${name}`);
  };

  it('is reached from the nav, and refuses a bucket without a name or named public', async () => {
    await page.goto(`${baseUrl()}/project/default`);
    await page.locator('a[href="/project/default/storage/buckets"]').first().click();
    await page.waitForURL('**/project/default/storage/buckets');
    await page.getByRole('navigation', { name: 'Storage' }).waitFor();
    await page.getByRole('button', { name: 'New bucket' }).click();
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().getByText('Please provide a name for your bucket').waitFor();
    await dialog().getByRole('textbox', { name: 'Name of bucket' }).fill('public');
    await dialog().getByText('"public" is a reserved name. Please choose another name').waitFor();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'detached' });
    expect((await bucketsNow()).map((b) => b.id)).not.toContain('public');
  });

  it('creates a public and a private bucket with a size limit, each listed in the sidebar', async () => {
    await createBucket(publicName, async () => {
      // The switch's input is visually hidden: its label is what a user clicks.
      await dialog().getByText('Public bucket', { exact: true }).click();
      await dialog().getByText('Public buckets are not protected').waitFor();
    });
    await createBucket(privateName, async () => {
      await dialog().getByText('Restrict file upload size for bucket').click();
      await dialog().getByRole('textbox', { name: 'File size limit' }).fill('2');
      await dialog().getByText('Equivalent to 2,097,152 bytes.').waitFor();
    });
    const made = await bucketsNow();
    expect(made.find((b) => b.id === publicName)).toMatchObject({
      public: true,
      file_size_limit: null,
    });
    expect(made.find((b) => b.id === privateName)).toMatchObject({
      public: false,
      file_size_limit: 2 * MB,
    });

    await page.goto(`${baseUrl()}/project/default/storage/buckets`);
    const list = page.getByRole('list', { name: 'All buckets' });
    await list.getByRole('link', { name: privateName }).waitFor();
    const publicRow = list.getByRole('listitem').filter({ hasText: publicName });
    expect(await publicRow.getByText('Public', { exact: true }).count()).toBe(1);
  });

  it('sets the upload limit on Settings > Storage, refusing one above 50 GB', async () => {
    await page.goto(`${baseUrl()}/project/default/storage/buckets`);
    await page
      .getByRole('navigation', { name: 'Storage' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.waitForURL('**/project/default/settings/storage');
    await page.getByRole('heading', { level: 1, name: 'Storage Settings' }).waitFor();
    const field = page.getByRole('textbox', { name: 'Upload file size limit' });
    await field.fill('51');
    await page.getByRole('button', { name: /Unit/ }).click();
    await page.getByRole('option', { name: 'GB' }).click();
    await page.getByText('Maximum limit is up to 50 GB.').waitFor();
    await field.fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Successfully updated storage settings').waitFor();
    expect((await api<{ fileSizeLimit: number }>('GET', CONFIG)).body.fileSizeLimit).toBe(
      2 * 1024 * MB,
    );
  });

  it('creates an S3 key whose secret shows once, and the AWS SDK lists the buckets with it', async () => {
    await page.goto(`${baseUrl()}/project/default/settings/storage`);
    expect(await page.getByRole('region', { name: 'S3 endpoint', exact: true }).textContent()).toBe(
      `${baseUrl()}/storage/v1/s3`,
    );
    await page.getByRole('button', { name: 'New access key' }).click();
    await dialog().getByRole('textbox', { name: 'Description' }).fill(`e2e ${suffix}`);
    await dialog().getByRole('button', { name: 'Create access key' }).click();
    const secret = dialog().getByRole('region', { name: 'Secret access key', exact: true });
    await secret.waitFor();
    const accessKeyId = (await dialog()
      .getByRole('region', { name: 'Access key ID', exact: true })
      .textContent())!;
    const secretAccessKey = (await secret.textContent())!;
    await dialog().getByRole('button', { name: 'Done' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByRole('list', { name: 'Access keys' }).getByText(`e2e ${suffix}`).waitFor();
    expect(await page.content()).not.toContain(secretAccessKey);

    const s3 = new S3Client({
      endpoint: `${baseUrl()}/storage/v1/s3`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId, secretAccessKey },
      maxAttempts: 1,
    });
    const listed = await s3.send(new ListBucketsCommand({}));
    expect(listed.Buckets?.map((b) => b.Name)).toEqual(
      expect.arrayContaining([publicName, privateName]),
    );
  });
  it('empties and deletes a bucket from its sidebar menu, landing on the bucket list', async () => {
    const doomed = `e2e-doomed-${suffix}`;
    expect((await api('POST', BUCKETS, { id: doomed })).status).toBe(201);
    const upload = new FormData();
    upload.append('', new Blob(['bytes'], { type: 'text/plain' }), 'a.txt');
    const uploaded = await fetch(`${sharedUrl()}${BUCKETS}/${doomed}/objects/upload?path=a.txt`, {
      method: 'POST',
      headers: ownerAuth(),
      body: upload,
    });
    expect(uploaded.ok).toBe(true);

    const menu = async (item: string) => {
      await page.goto(`${baseUrl()}/project/default/storage/buckets/${doomed}`);
      await page.getByRole('button', { name: `Actions for bucket ${doomed}` }).click();
      await page.getByRole('menuitem', { name: item }).click();
    };
    // Both ask in an alert dialog, as destructive confirmations do.
    const alert = () => page.getByRole('alertdialog');
    await menu('Empty bucket');
    await alert().getByRole('button', { name: 'Empty bucket' }).click();
    await alert().waitFor({ state: 'detached' });
    const listed = await api<unknown[]>('POST', `${BUCKETS}/${doomed}/objects/list`, {
      path: '',
      options: { limit: 10, offset: 0, search: '' },
    });
    expect(listed.body).toEqual([]);

    await menu('Delete bucket');
    await alert().getByRole('textbox').fill(doomed);
    await alert().getByRole('button', { name: 'Delete bucket' }).click();
    await page.waitForURL('**/project/default/storage/buckets');
    await page.getByRole('list', { name: 'All buckets' }).waitFor();
    expect((await bucketsNow()).map((b) => b.id)).not.toContain(doomed);
    // The sidebar refetches the buckets after the delete: the row goes once the list is fresh.
    await page
      .getByRole('list', { name: 'All buckets' })
      .getByText(doomed)
      .waitFor({ state: 'detached' });
  });
});
