import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../harness/browser.js';
import { requestsInFlight } from '../harness/requests-in-flight.js';

/**
 * Navigation belongs to the plugin that owns the route: with any first-party plugin switched off,
 * the menu keeps no link to a screen that is gone. The web app builds its plugin registry from
 * `GET /platform/deployment`, so rewriting that answer's `plugins` for one page switches plugins
 * off exactly as a restart with `ATRIUM_PLUGINS` would, on the one app the suite started.
 */
const CASES = [
  // The project menu at /project/default, in the order it shows; Overview and Settings > API are
  // nav's own links to core's pages; Tables, Functions, Triggers, Enumerated Types, Extensions, Indexes and Schema Visualizer are the admin plugin's, Buckets and Settings > Storage
  // the storage plugin's, SQL Editor, Templates and Quickstarts the sql plugin's. The last case leaves only nav on, of the
  // first-party plugins that have screens.
  {
    off: [],
    links: [
      'Overview',
      'Table Editor',
      'Tables',
      'Functions',
      'Triggers',
      'Enumerated Types',
      'Extensions',
      'Indexes',
      'Policies',
      'Schema Visualizer',
      'Policies',
      'Buckets',
      'SQL Editor',
      'Templates',
      'Quickstarts',
      'API',
      'Storage',
    ],
  },
  {
    off: ['data-grid'],
    links: [
      'Overview',
      'Tables',
      'Functions',
      'Triggers',
      'Enumerated Types',
      'Extensions',
      'Indexes',
      'Policies',
      'Schema Visualizer',
      'Policies',
      'Buckets',
      'SQL Editor',
      'Templates',
      'Quickstarts',
      'API',
      'Storage',
    ],
  },
  {
    off: ['rls'],
    links: [
      'Overview',
      'Table Editor',
      'Tables',
      'Functions',
      'Triggers',
      'Enumerated Types',
      'Extensions',
      'Indexes',
      'Schema Visualizer',
      'Buckets',
      'SQL Editor',
      'Templates',
      'Quickstarts',
      'API',
      'Storage',
    ],
  },
  {
    off: ['admin'],
    links: [
      'Overview',
      'Table Editor',
      'Policies',
      'Policies',
      'Buckets',
      'SQL Editor',
      'Templates',
      'Quickstarts',
      'API',
      'Storage',
    ],
  },
  {
    off: ['storage'],
    links: [
      'Overview',
      'Table Editor',
      'Tables',
      'Functions',
      'Triggers',
      'Enumerated Types',
      'Extensions',
      'Indexes',
      'Policies',
      'Schema Visualizer',
      'Policies',
      'SQL Editor',
      'Templates',
      'Quickstarts',
      'API',
    ],
  },
  {
    off: ['sql'],
    links: [
      'Overview',
      'Table Editor',
      'Tables',
      'Functions',
      'Triggers',
      'Enumerated Types',
      'Extensions',
      'Indexes',
      'Policies',
      'Schema Visualizer',
      'Policies',
      'Buckets',
      'API',
      'Storage',
    ],
  },
  { off: ['data-grid', 'rls', 'admin', 'storage', 'sql'], links: ['Overview', 'API'] },
];

describe('nav links with first-party plugins switched off in turn', () => {
  let browser: TestBrowser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** The requests each page has not had answered yet. */
  const inFlight = new WeakMap<Page, () => number>();

  /** A page of the app whose deployment has the plugins `off` switched off. */
  const pageWithout = async (off: readonly string[]) => {
    const page = await browser.context.newPage();
    inFlight.set(page, requestsInFlight(page));
    await page.route('**/platform/deployment', async (route) => {
      const response = await route.fetch();
      const deployment = (await response.json()) as { plugins: string[] };
      const plugins = deployment.plugins.filter((id) => !off.includes(id));
      expect(plugins).toContain('nav');
      await route.fulfill({ response, json: { ...deployment, plugins } });
    });
    return page;
  };

  /**
   * Waits for the app to settle (sidebar chunk loaded, menu facts read): the menu is shown, every
   * request the page made is answered and no menu entry is still loading.
   */
  const settled = async (page: Page) => {
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await expect
      .poll(
        async () => inFlight.get(page)!() + (await page.locator('nav [aria-busy="true"]').count()),
      )
      .toBe(0);
  };

  /** Loads `path` afresh and waits for the app to settle. */
  const visit = async (page: Page, path: string) => {
    await page.goto(`${inject('baseUrl')}${path}`);
    await settled(page);
  };

  /**
   * Goes to `path` as a user would, without loading the page again: through the menu's link to it
   * when the page shows one, else as the app's other menus do (the account menu, the project
   * switcher, the palette: wouter's `navigate`, a `history.pushState` the router hears). Three of
   * a case's four page loads were of such pages, each starting the app again.
   */
  const follow = async (page: Page, path: string) => {
    const link = page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${path}"]`);
    if ((await link.count()) > 0) await link.first().click();
    else await page.evaluate((to) => history.pushState(null, '', to), path);
    await page.waitForURL((url) => url.pathname === path);
    await settled(page);
  };

  const menuLinks = (page: Page) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link');

  /**
   * Where the menu's links lead, read in one call: a call per link, for each link of each page a
   * case follows, was some 400 round trips to the browser a case.
   */
  const menuHrefs = (page: Page) =>
    menuLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')!));

  const notFound = (page: Page) => page.getByRole('heading', { name: 'Page not found' }).count();

  it.each(CASES)('with $off off, every nav link leads to a screen', async ({ off, links }) => {
    const page = await pageWithout(off);
    await visit(page, '/project/default');
    expect(await menuLinks(page).allTextContents()).toEqual(links);

    // Every link of the project and account menus, followed: none may be the not-found page, and
    // each lands on a page where exactly one menu entry says where the user is.
    const targets = new Set<string>(['/projects', '/admin/plugins']);
    for (const href of await menuHrefs(page)) targets.add(href);
    await follow(page, '/projects');
    for (const href of await menuHrefs(page)) targets.add(href);
    for (const target of targets) {
      await follow(page, target);
      expect(await notFound(page), `${target} is not found with ${off.join(', ')} off`).toBe(0);
      const current = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current]');
      expect(await current.count(), `current entries on ${target}`).toBe(1);
      expect(await current.getAttribute('href')).toBe(target);
      for (const href of await menuHrefs(page)) {
        expect([...targets], `a link on ${target}`).toContain(href);
      }
    }
    await page.close();
  });
});
