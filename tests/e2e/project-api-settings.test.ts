import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../harness/api.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

interface ApiKey {
  readonly name: string;
  readonly api_key: string;
}

const keysNow = async () => {
  const { status, body } = await api<ApiKey[]>('GET', '/platform/projects/default/api-keys');
  expect(status).toBe(200);
  return Object.fromEntries(body.map((key) => [key.name, key.api_key]));
};

/**
 * Issue 22's Settings > API page on the run's self-hosted app, as its Owner: reached from the
 * nav, it shows the project URL and both keys, copies the anon key, hides the service key until
 * revealed, and rolls the JWT secret only once confirmed, showing the new keys.
 */
describe('the Settings > API page in Chromium', () => {
  let browser: TestBrowser;
  let page: Page;
  const baseUrl = () => inject('baseUrl');
  const codeBlockOf = (name: string) =>
    page.getByRole('region', { name, exact: true }).locator('xpath=..');

  beforeAll(async () => {
    browser = await launchBrowser();
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl(),
    });
    page = await browser.context.newPage();
  });
  afterAll(async () => browser?.close());

  it('is reached from the nav, self-hosted, and shows where the project API is', async () => {
    await page.goto(`${baseUrl()}/project/default`);
    await page.locator('a[href="/project/default/settings/api"]').first().click();
    await page.waitForURL('**/project/default/settings/api');
    await page.getByRole('heading', { level: 1, name: 'API Settings' }).waitFor();
    expect(await page.getByRole('region', { name: 'Project URL', exact: true }).textContent()).toBe(
      baseUrl(),
    );
    expect(await page.getByRole('region', { name: 'Storage URL', exact: true }).textContent()).toBe(
      `${baseUrl()}/storage/v1`,
    );
  });

  it('copies the anon key and hides the service key until revealed', async () => {
    const keys = await keysNow();
    const anon = codeBlockOf('anon key');
    await anon.waitFor();
    expect(await page.getByRole('region', { name: 'anon key', exact: true }).textContent()).toBe(
      keys.anon,
    );
    await anon.getByRole('button', { name: 'Copy' }).click();
    await anon.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(keys.anon);

    expect(await page.content()).not.toContain(keys.service_role);
    await page.getByRole('button', { name: 'Reveal' }).click();
    const service = page.getByRole('region', { name: 'service_role key', exact: true });
    expect(await service.textContent()).toBe(keys.service_role);
    expect(await page.getByRole('note').textContent()).toContain('bypass row-level security');
  });

  it('rolls the JWT secret only once confirmed, and shows the new keys', async () => {
    const before = await keysNow();
    await page.getByRole('button', { name: 'Roll JWT secret' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Roll JWT secret' });
    expect(await ask.textContent()).toContain('stop working');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await keysNow()).toEqual(before);

    await page.getByRole('button', { name: 'Roll JWT secret' }).click();
    await ask.getByRole('button', { name: 'Roll JWT secret' }).click();
    await page.getByText('Rolled the JWT secret', { exact: false }).first().waitFor();
    const after = await keysNow();
    expect(after.anon).not.toBe(before.anon);
    const anon = page.getByRole('region', { name: 'anon key', exact: true });
    await expect.poll(() => anon.textContent()).toBe(after.anon);
  });
});
