import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../harness/api.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { OWNER } from '../harness/owner.js';

/**
 * Issue 13's audit log, per organization: a change made in the default organization (an
 * invitation, made through the API as the owner) is listed on `/org/default/audit` as a named
 * event, as is a table created in its project (found with the Target filter); the invitation
 * is then revoked on the team page (issue 21: confirmed, naming its email, then a toast), and the
 * revocation is listed too.
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
    // A named event, naming the invited email (issue 21 item 9).
    const row = page
      .getByRole('row')
      .filter({ hasText: OWNER.email })
      .filter({ hasText: `${email} invited` });
    await expect.poll(() => row.count()).toBeGreaterThan(0);
  });

  it('lists a table created in the project by its name', async () => {
    const name = `audited_${Date.now()}`;
    const created = await api<{ id: number }>('POST', '/platform/pg-meta/default/tables', { name });
    expect(created.status).toBe(201);
    try {
      await page.goto(`${inject('baseUrl')}/org/default/audit`);
      await page.getByRole('textbox', { name: 'Target' }).fill(name);
      await page.getByText(`table public.${name} created`).waitFor();
    } finally {
      await api('DELETE', `/platform/pg-meta/default/tables/${created.body.id}`);
    }
  });

  it('revokes the pending invitation on the team page once confirmed, then lists that too', async () => {
    await page.goto(`${inject('baseUrl')}/org/default/team`);
    const pending = page.getByRole('region', { name: 'Pending invitations' });
    const revoke = pending.getByRole('button', { name: /^Revoke the invitation for audit-/ });
    await revoke.first().waitFor();
    const email = (await revoke.first().getAttribute('aria-label'))!.replace(
      'Revoke the invitation for ',
      '',
    );
    await revoke.first().click();
    const ask = page.getByRole('alertdialog', { name: 'Revoke invitation' });
    expect(await ask.textContent()).toContain(email);
    await ask.getByRole('button', { name: 'Revoke invitation' }).click();
    await page.getByText(`Revoked the invitation for ${email}`).waitFor();
    await expect.poll(() => pending.getByText(email).count()).toBe(0);
    invitationId = undefined;

    await page.goto(`${inject('baseUrl')}/org/default/audit`);
    const row = page
      .getByRole('row')
      .filter({ hasText: OWNER.email })
      .filter({ hasText: `${email}'s invitation revoked` });
    await expect.poll(() => row.count()).toBeGreaterThan(0);
  });
});
