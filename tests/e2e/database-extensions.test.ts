import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { sharedApp, type SharedApp } from './table-editor-grid/shared-app.js';

/**
 * The admin plugin's extensions screen as a user drives it (issue 23), in the default project:
 * an extension enabled through the card's schema dialog and disabled after its confirmation. The
 * hosted project's turn is in hosted-projects.test.ts, whose app is in hosted mode.
 */
const EXTENSION = 'unaccent';
/** A switch's input is hidden under its drawn track: the pointer presses its label. */
const SWITCH_LABEL = 'xpath=ancestor::label[1]';

describe('database extensions in the browser', () => {
  let app: SharedApp;
  let browser: TestBrowser;
  let page: Page;
  const installed = async () =>
    (
      await app.sql<{ schema: string }>(
        `SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = $1`,
        [EXTENSION],
      )
    ).map((row) => row.schema);

  beforeAll(async () => {
    app = sharedApp();
    await app.sql(`DROP EXTENSION IF EXISTS ${EXTENSION}`);
    browser = await launchBrowser();
    page = await browser.context.newPage();
    // Shorter than the test timeout, so a missing element fails with its own message.
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await app?.sql(`DROP EXTENSION IF EXISTS ${EXTENSION}`);
    await browser?.close();
  });

  const card = (group: string) =>
    page.getByRole('region', { name: group }).getByRole('article', { name: EXTENSION });

  it('enables an extension into the extensions schema, then disables it', async () => {
    await page.goto(`${app.baseUrl}/project/default/database/extensions?filter=${EXTENSION}`);
    await card('Available extensions')
      .getByRole('switch', { name: EXTENSION })
      .locator(SWITCH_LABEL)
      .click();
    const enable = page.getByRole('dialog', { name: `Confirm to enable ${EXTENSION}` });
    await enable.getByRole('button', { name: 'Enable extension' }).click();
    await card('Enabled extensions').getByText('schema: extensions').waitFor();
    expect(await installed()).toEqual(['extensions']);

    await card('Enabled extensions')
      .getByRole('switch', { name: EXTENSION })
      .locator(SWITCH_LABEL)
      .click();
    const disable = page.getByRole('alertdialog', { name: `Confirm to disable ${EXTENSION}` });
    await disable.getByRole('button', { name: 'Disable' }).click();
    await card('Available extensions').waitFor();
    expect(await installed()).toEqual([]);
  });
});
