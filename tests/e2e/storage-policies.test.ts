import { StorageClient } from '@supabase/storage-js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../harness/api.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

interface ApiKey {
  readonly name: string;
  readonly api_key: string;
}
interface Policy {
  readonly id: number;
  readonly name: string;
}

const BUCKETS = '/platform/storage/default/buckets';
const POLICIES = '/platform/pg-meta/default/policies';
const TEMPLATE = 'Allow access to JPG images in a public folder to anonymous users';

/**
 * Issue 25's storage policies in Chromium, as a new user would: a policy written from a template
 * for a private bucket, tested as `anon` before saving, saved, and then checked with the real
 * `@supabase/storage-js` as `anon`: the storage API allows exactly what the tester showed and
 * refuses the rest. The bucket and its policies are removed after.
 */
describe('the storage policies page in Chromium', () => {
  let browser: TestBrowser;
  let page: Page;
  let keys: Record<string, string>;
  const baseUrl = () => inject('baseUrl');
  const bucket = `e2e-policies-${Date.now().toString(36)}`;
  const files = ['private/dog.jpg', 'public/cat.jpg', 'public/notes.txt'];
  const sheet = () => page.getByRole('dialog');
  const client = (key: string) =>
    new StorageClient(`${baseUrl()}/storage/v1`, { apikey: key, Authorization: `Bearer ${key}` });

  beforeAll(async () => {
    const listed = await api<ApiKey[]>('GET', '/platform/projects/default/api-keys');
    keys = Object.fromEntries(listed.body.map((key) => [key.name, key.api_key]));
    expect((await api('POST', BUCKETS, { id: bucket, public: false })).status).toBe(201);
    const service = client(keys.service_role!).from(bucket);
    for (const name of files) {
      const { error } = await service.upload(name, new Blob([name]), { contentType: 'text/plain' });
      expect(error).toBeNull();
    }
    browser = await launchBrowser();
    page = await browser.context.newPage();
    // A step that cannot happen fails with its own message, well before the test's timeout.
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    const policies = await api<Policy[]>('GET', `${POLICIES}?included_schemas=storage`);
    for (const policy of policies.body.filter((p) => p.name.startsWith('Give anon users'))) {
      await api('DELETE', `${POLICIES}/${policy.id}`);
    }
    await api('POST', `${BUCKETS}/${bucket}/empty`);
    await api('DELETE', `${BUCKETS}/${bucket}`);
  });

  it('is reached from the storage sidebar and shows the bucket without policies', async () => {
    await page.goto(`${baseUrl()}/project/default/storage/buckets`);
    await page
      .getByRole('navigation', { name: 'Storage' })
      // Exact: the test's bucket, `e2e-policies-…`, is a link of the same sidebar once listed.
      .getByRole('link', { name: 'Policies', exact: true })
      .click();
    await page.waitForURL('**/project/default/storage/policies');
    const card = page.getByRole('region', { name: bucket });
    await card.getByText('No policies created yet').waitFor();
    await card.getByText(`0 policies in ${bucket}`).waitFor();
  });

  it('writes a policy from a template and shows in the tester what anon may do', async () => {
    await page
      .getByRole('region', { name: bucket })
      .getByRole('button', { name: 'New policy' })
      .click();
    await sheet().getByRole('button', { name: 'Start from a template' }).click();
    await sheet()
      .getByRole('button', { name: `Use template: ${TEMPLATE}` })
      .click();
    await sheet().getByRole('textbox', { name: 'Also try uploading to' }).fill('public/new.jpg');
    await sheet().getByRole('button', { name: 'Run test', exact: true }).click();
    const table = sheet().getByRole('table', { name: 'Files as anon' });
    await table.getByRole('cell').first().waitFor();
    const cells = await table.getByRole('cell').allTextContents();
    expect([0, 4, 8, 12].map((start) => cells.slice(start, start + 4))).toEqual([
      ['private/dog.jpg', 'Refused', 'Refused', 'Refused'],
      ['public/cat.jpg', 'Allowed', 'Refused', 'Refused'],
      ['public/notes.txt', 'Refused', 'Refused', 'Refused'],
      ['public/new.jpg', 'New file', 'Refused', 'New file'],
    ]);
  });

  it('saves it after review, and the card lists it', async () => {
    await sheet().getByRole('button', { name: 'Review', exact: true }).click();
    await expect
      .poll(() => sheet().getByRole('region', { name: 'Policy SQL' }).textContent())
      .toContain('CREATE POLICY "Give anon users access to JPG images in folder');
    await sheet().getByRole('button', { name: 'Save policy' }).click();
    await sheet().waitFor({ state: 'detached' });
    const card = page.getByRole('region', { name: bucket });
    await card.getByText(`1 policy in ${bucket}`).waitFor();
    await card.getByText(/^Give anon users access to JPG images in folder [0-9a-z]+_0$/).waitFor();
  });

  it('lets storage-js as anon do exactly what the tester showed, and refuses the rest', async () => {
    const anon = client(keys.anon!).from(bucket);
    const cat = await anon.download('public/cat.jpg');
    expect(cat.error).toBeNull();
    expect(await cat.data!.text()).toBe('public/cat.jpg');
    for (const name of ['public/notes.txt', 'private/dog.jpg']) {
      expect((await anon.download(name)).error).not.toBeNull();
    }
    const listed = await anon.list('public');
    expect(listed.data?.map((entry) => entry.name)).toEqual(['cat.jpg']);
    const upload = await anon.upload('public/new.jpg', new Blob(['x']), {
      contentType: 'image/jpeg',
    });
    expect(upload.error).not.toBeNull();
    // A removal the policies refuse removes nothing: the API answers the files it removed.
    const removed = await anon.remove(['public/cat.jpg']);
    expect(removed.data ?? []).toEqual([]);
    const everything = await client(keys.service_role!).from(bucket).list('public');
    expect(everything.data?.map((entry) => entry.name)).toEqual(['cat.jpg', 'notes.txt']);
  });
});
