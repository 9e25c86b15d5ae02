import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_DATABASE } from '../../api/src/platform/platform-database.js';
import { freePort } from '../../api/src/postgres/free-port.js';
import { api } from '../harness/api.js';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { clusterUrl } from '../harness/cluster-url.js';
import { OWNER } from '../harness/owner.js';
import { spawnAtrium, type AtriumProcess } from '../harness/start-process.js';
import { makeStateDir, removeStateDir } from '../harness/temp-state.js';
import { photographAndCheckShown, showIn } from './screens/check-screen.js';
import { screenshotSize } from './screens/screenshots.js';
import { colorSchemes, hostedScreens, sizes } from './screens/core.js';

/**
 * Hosted mode (issue 13) in Chromium, started as `npm start` would with ATRIUM_HOSTED=true: the
 * owner makes an organization through the dialog and a project through /new/{slug}, watches it
 * come up on its building page, lands on its home once active, and works in its own database.
 */
describe('hosted projects and organizations', () => {
  let atrium: AtriumProcess;
  let stateDir: string;
  let baseUrl: string;
  let browser: TestBrowser;
  let page: Page;
  // A fixed name: the instance is this file's own, and the screenshots stay the same run to run.
  const organization = 'Acme Analytics';
  const projectName = 'Shop';
  let ref = '';
  let slug = '';
  /** The instance's platform database, where a project's status is kept. */
  let platform: pg.Pool;

  beforeAll(async () => {
    stateDir = await makeStateDir('e2e-hosted');
    atrium = spawnAtrium({
      PORT: String(await freePort()),
      ATRIUM_DATA_DIR: stateDir,
      ATRIUM_HOSTED: 'true',
    });
    baseUrl = await atrium.ready;
    platform = new pg.Pool({
      connectionString: await clusterUrl(stateDir, PLATFORM_DATABASE),
      max: 1,
    });
    browser = await launchBrowser();
    page = await browser.context.newPage();
    // Shorter than the test timeout, so a missing element fails with its own message.
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await platform?.end();
    await browser?.close();
    await atrium?.stop();
    await removeStateDir(stateDir);
  });

  it('creates an organization through the New organization dialog', async () => {
    await page.goto(`${baseUrl}/projects`);
    // Hosted, the projects are grouped by organization: the default one is there from the start.
    await page.getByRole('region', { name: /default/i }).waitFor();
    await page.getByRole('button', { name: 'New organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'New organization' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(organization);
    await dialog.getByRole('button', { name: 'Create organization' }).click();
    const group = page.getByRole('region', { name: organization });
    await group.getByText('No projects yet').waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it('creates a project on /new/{slug} and waits for it on the building page', async () => {
    const group = page.getByRole('region', { name: organization });
    const newProject = group.getByRole('link', { name: `New project in ${organization}` });
    // A link that looks like a button is not underlined like text links are.
    expect(await newProject.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
    await newProject.click();
    await page.waitForURL('**/new/*');
    slug = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
    await page.getByRole('heading', { level: 1, name: 'Create a new project' }).waitFor();
    await page.getByRole('main').getByText(organization, { exact: true }).waitFor();
    // Cancel (a link) and Create project (a button) stand the same height side by side.
    const heights = await Promise.all(
      [
        page.getByRole('link', { name: 'Cancel' }),
        page.getByRole('button', { name: 'Create project' }),
      ].map(async (control) => (await control.boundingBox())!.height),
    );
    expect(heights[0]).toBe(heights[1]);
    await page.getByRole('textbox', { name: 'Project name' }).fill(projectName);
    await page.getByRole('button', { name: 'Create project' }).click();

    await page.waitForURL(/\/project\/[a-z]{20}\/building$/);
    ref = /\/project\/([a-z]{20})\/building$/.exec(page.url())![1]!;
    // The database is made after the 201: the page shows progress, then opens the project.
    await page.waitForURL(`**/project/${ref}`, { timeout: 60_000 });
    // A hosted project is titled by the name its user gave it, not by its ref.
    await page.getByRole('heading', { level: 1, name: projectName, exact: true }).waitFor();
    const project = await api<{ status: string; organization_name: string }>(
      'GET',
      `/platform/projects/${ref}`,
      undefined,
      baseUrl,
    );
    expect(project.body).toMatchObject({
      status: 'ACTIVE_HEALTHY',
      organization_name: organization,
    });
  });

  it("opens the new project's table editor on its own database", async () => {
    const table = `e2e_hosted_${Date.now().toString(36)}`;
    const made = await api(
      'POST',
      `/platform/pg-meta/${ref}/query`,
      { query: `CREATE TABLE public.${table} (id int PRIMARY KEY)` },
      baseUrl,
    );
    expect(made.status).toBe(200);
    await page.goto(`${baseUrl}/project/${ref}/editor`);
    const tables = page
      .getByRole('navigation', { name: 'Table editor' })
      .getByRole('grid', { name: 'Tables' });
    await tables.getByRole('row', { name: table }).waitFor();
    // The default project's database does not have it: the editor reads the new project's.
    const inDefault = await api<unknown[]>(
      'POST',
      '/platform/pg-meta/default/query',
      { query: `SELECT 1 FROM pg_tables WHERE tablename = '${table}'` },
      baseUrl,
    );
    expect(inDefault.body).toEqual([]);
  });

  it('enables and disables postgres_fdw in the project, which its own role may not', async () => {
    // A switch's input is hidden under its drawn track: the pointer presses its label.
    const SWITCH_LABEL = 'xpath=ancestor::label[1]';
    const installed = async () =>
      (
        await api<unknown[]>(
          'POST',
          `/platform/pg-meta/${ref}/query`,
          { query: `SELECT 1 FROM pg_extension WHERE extname = 'postgres_fdw'` },
          baseUrl,
        )
      ).body.length;
    const card = (group: string) =>
      page.getByRole('region', { name: group }).getByRole('article', { name: 'postgres_fdw' });
    await page.goto(`${baseUrl}/project/${ref}/database/extensions?filter=postgres_fdw`);
    await card('Available extensions')
      .getByRole('switch', { name: 'postgres_fdw' })
      .locator(SWITCH_LABEL)
      .click();
    await page
      .getByRole('dialog', { name: 'Confirm to enable postgres_fdw' })
      .getByRole('button', { name: 'Enable extension' })
      .click();
    await card('Enabled extensions').getByText('schema: extensions').waitFor();
    expect(await installed()).toBe(1);
    await card('Enabled extensions')
      .getByRole('switch', { name: 'postgres_fdw' })
      .locator(SWITCH_LABEL)
      .click();
    await page
      .getByRole('alertdialog', { name: 'Confirm to disable postgres_fdw' })
      .getByRole('button', { name: 'Disable' })
      .click();
    await card('Available extensions').waitFor();
    expect(await installed()).toBe(0);
  });

  it('lists the project under its organization on /projects', async () => {
    await page.goto(`${baseUrl}/projects`);
    const group = page.getByRole('region', { name: organization });
    const link = group.getByRole('link', { name: projectName });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/project/${ref}`);
    expect(await group.getByRole('listitem').textContent()).toContain('Active healthy');
    // Its members are a click away: the creator is its Owner.
    await group.getByRole('link', { name: `Members of ${organization}` }).click();
    await page.waitForURL(`**/org/${slug}/team`);
    await page.getByRole('button', { name: `Owner Role of ${OWNER.email}` }).waitFor();
    // Hosted, people join only by accepting an invitation: adding them directly is not offered.
    await page.getByRole('button', { name: 'Create invitation link' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Add now' }).count()).toBe(0);
  });

  /** Puts the project in a status, as the provisioner (or a restore) would leave it. */
  const setStatus = (status: string, message: string | null = null) =>
    platform.query('UPDATE projects SET status = $2, status_message = $3 WHERE ref = $1', [
      ref,
      status,
      message,
    ]);

  it('sends a project that is coming up from its home to its building page, and back once active', async () => {
    await setStatus('COMING_UP');
    await page.goto(`${baseUrl}/project/${ref}`);
    await page.waitForURL(`**/project/${ref}/building`);
    await page.getByRole('progressbar', { name: `Setting up ${projectName}` }).waitFor();
    await setStatus('ACTIVE_HEALTHY');
    // The page asks every 2 s.
    await page.waitForURL(`**/project/${ref}`, { timeout: 10_000 });
  });

  // Each screen is loaded once and checked in each scheme in turn, as screens.test.ts does:
  // the theme follows the system's scheme as it changes.
  it.each(hostedScreens.map((screen) => ({ screen, name: screen.name })))(
    `$name in ${colorSchemes.join(' and ')}: one main, one h1, axe clean, nothing spills at any size`,
    async ({ screen }) => {
      const shot = await browser.context.newPage();
      try {
        if (screen.status)
          await setStatus(screen.status, 'Could not create database: disk full (e2e)');
        await shot.emulateMedia({ colorScheme: colorSchemes[0] });
        await shot.setViewportSize(screenshotSize);
        await shot.goto(`${baseUrl}${screen.path({ slug, ref })}`);
        await screen.ready(shot);
        await screen.open?.(shot);
        for (const colorScheme of colorSchemes) {
          await showIn(shot, colorScheme);
          await shot.setViewportSize(screenshotSize);
          await photographAndCheckShown(shot, screen.name, colorScheme);
          for (const size of sizes) {
            await shot.setViewportSize(size);
            const overflow = await shot.evaluate(() => ({
              x: document.documentElement.scrollWidth - window.innerWidth,
              y: document.documentElement.scrollHeight - window.innerHeight,
            }));
            expect({ colorScheme, size, overflow }).toEqual({
              colorScheme,
              size,
              overflow: { x: 0, y: 0 },
            });
          }
        }
      } finally {
        await shot.close();
        await setStatus('ACTIVE_HEALTHY');
      }
    },
  );
});
