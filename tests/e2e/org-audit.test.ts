import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../harness/api.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { OWNER } from '../harness/owner.js';

/**
 * Issue 13's audit log, per organization: a change made in the default organization (an
 * invitation, made and withdrawn through the API as the owner) is listed on `/org/default/audit`.
 */
describe('the organization audit page in Chromium', () => {
  let browser: TestBrowser;
  let page: Page;
  let invitationId: string | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    if (invitationId)
      await api('DELETE', `/platform/organizations/default/invitations/${invitationId}`);
    await browser?.close();
  });

  it('lists a change just made in the organization', async () => {
    const email = `audit-${Date.now()}@example.com`;
    const made = await api<{ id: string }>('POST', '/platform/organizations/default/invitations', {
      email,
      role: 'read_only',
    });
    expect(made.status).toBe(201);
    invitationId = made.body.id;

    await page.goto(`${inject('baseUrl')}/org/default/audit`);
    await page
      .getByText('Every change made in default and its projects', { exact: false })
      .waitFor();
    const row = page
      .getByRole('row')
      .filter({ hasText: OWNER.email })
      .filter({ hasText: 'POST' })
      .filter({ hasText: 'invitations' });
    await expect.poll(() => row.count()).toBeGreaterThan(0);
    expect(await row.first().textContent()).toContain('slug=default');
  });
});
