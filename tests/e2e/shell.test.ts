import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

describe('the web app, served by npm start', () => {
  let browser: TestBrowser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('loads and reports a healthy server', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(inject('baseUrl'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Atrium');
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Server and database are healthy.');
    expect(errors).toEqual([]);
  });

  it('serves the app for a deep link, so client routes survive a reload', async () => {
    const page = await browser.context.newPage();
    const response = await page.goto(`${inject('baseUrl')}/project/default/editor`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Atrium');
  });

  it('answers unknown API paths with the JSON error, not the app', async () => {
    const page = await browser.context.newPage();
    const response = await page.goto(`${inject('baseUrl')}/platform/no-such-thing`);
    expect(response?.status()).toBe(404);
    expect(await response?.json()).toEqual({
      error: { message: 'No route for GET /platform/no-such-thing', code: 'not_found' },
    });
  });
});
