import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OWNER } from '../harness/owner.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';

/** The code an authenticator app shows for `secret` at `timestamp` (otpauth, as a phone would). */
const codeFor = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

/**
 * As a new user would, in Chromium: sign in through the UI with the owner the app was started
 * with, enrol a named TOTP app from the secret shown beside the QR code, be shown recovery codes as
 * the last step, sign out, sign in again and be sent to /sign-in-mfa, enter a code, land on the
 * default page. The factor is removed at the end (confirmed, then a toast), so the shared app's
 * owner is as it was for the other tests.
 */
describe('sign-in in Chromium', () => {
  let browser: TestBrowser;
  let page: Page;
  const url = (path: string) => `${inject('baseUrl')}${path}`;

  beforeAll(async () => {
    // Signed out: this test signs in through the UI.
    browser = await launchBrowser({ signedInAt: [] });
    page = await browser.context.newPage();
  });
  afterAll(() => browser?.close());

  const signIn = async () => {
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  it("opens the docs site this server serves from the sign-in page's Documentation link", async () => {
    const signIn = await browser.context.newPage();
    let docs: Page | undefined;
    try {
      await signIn.goto(url('/sign-in'));
      const opened = browser.context.waitForEvent('page');
      await signIn.getByRole('link', { name: 'Documentation' }).click();
      docs = await opened;
      await docs.getByRole('navigation', { name: 'Documentation' }).waitFor();
      expect(docs.url()).toBe(url('/docs/'));
      // The site names each page in the title, then itself: 'Atrium documentation · Atrium docs'.
      expect(await docs.title()).toMatch(/· Atrium docs$/);
    } finally {
      await docs?.close();
      await signIn.close();
    }
  });

  it('signs in, enrols TOTP, and needs a code at the next sign-in', async () => {
    await page.goto(url('/sign-in'));
    await expect.poll(() => page.getByRole('link', { name: 'Documentation' }).count()).toBe(1);
    await signIn();
    await page.waitForURL('**/project/default');
    await page.getByRole('heading', { name: 'Default project' }).waitFor();

    // The account menu in the header names who is signed in.
    const account = page.getByRole('button', { name: `Account: ${OWNER.email}` });
    await account.waitFor();

    await page.goto(url('/account/security'));
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Test phone');
    await page.getByRole('button', { name: 'Add authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.getByRole('region', { name: 'Secret' }).textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    // The previous step's code (accepted: one step either side), so the sign-in below can use
    // the current one: a code is never accepted twice.
    await page.getByLabel('Code from the app').fill(codeFor(secret, Date.now() - 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByText('Verified').count()).toBe(1);
    // Enrolment ends with the recovery codes, to copy or download, before anything else.
    const last = page.getByRole('region', { name: 'Save your recovery codes' });
    const codes = (await last.getByRole('region', { name: 'New recovery codes' }).textContent())!;
    expect(codes.trim().split('\n')).toHaveLength(10);
    expect(await last.getByRole('link', { name: 'Download codes' }).getAttribute('download')).toBe(
      'atrium-recovery-codes.txt',
    );
    await last.getByRole('button', { name: 'I have saved my codes' }).click();
    await page.getByText('10 unused recovery codes.').waitFor();

    await page.getByRole('button', { name: `Account: ${OWNER.email}` }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('atrium.auth'))).toBeNull();

    await signIn();
    await page.waitForURL('**/sign-in-mfa');
    await page.getByLabel('Authentication code').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/project/default');
    await page.getByRole('heading', { name: 'Default project' }).waitFor();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('atrium.auth')))!);
    const claims = JSON.parse(
      Buffer.from(stored.access_token.split('.')[1], 'base64url').toString(),
    );
    expect(claims.aal).toBe('aal2');

    // Leave the owner without a factor, as the other tests expect it.
    await page.goto(url('/account/security'));
    await page.getByRole('button', { name: 'Remove Test phone' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Remove authenticator app' });
    expect(await ask.textContent()).toContain('"Test phone"');
    await ask.getByRole('button', { name: 'Remove app' }).click();
    await page.getByText('Removed "Test phone"').waitFor();
    await expect.poll(() => page.getByText('No authenticator app yet').count()).toBe(1);
  });
});
