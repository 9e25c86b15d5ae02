import type { Page } from 'playwright-core';
import { OWNER } from '../../harness/owner.js';
import type { Overlay, Screen } from './screen.js';

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { name, level: 1 }).waitFor();

/** The header breadcrumb's project menu, listing the organizations and their projects. */
async function openProjectSwitcher(page: Page) {
  await page.getByRole('button', { name: /^Project: / }).click();
  await page.getByRole('menu', { name: /^Project: / }).waitFor();
}

/** Core's own routes; each plugin lists its own in its `e2e/screens.ts` (./collect.ts). */
export const coreScreens: readonly Screen[] = [
  {
    name: 'projects',
    path: () => '/projects',
    ready: (page) => heading(page, 'Projects'),
  },
  {
    name: 'project-home',
    path: () => '/project/default',
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'sign-in',
    path: () => '/sign-in',
    ready: (page) => heading(page, 'Welcome back'),
    signedOut: true,
  },
  {
    name: 'account-me',
    path: () => '/account/me',
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'account-tokens',
    path: () => '/account/tokens',
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'account-tokens-revoke',
    path: () => '/account/tokens',
    ready: (page) =>
      page
        .getByRole('button', { name: /^Revoke / })
        .first()
        .waitFor(),
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Revoke / })
        .first()
        .click();
      await page.getByRole('alertdialog', { name: 'Revoke access token' }).waitFor();
    },
  },
  {
    name: 'account-security',
    path: () => '/account/security',
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'account-audit',
    path: () => '/account/audit',
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'settings-api',
    path: () => '/project/default/settings/api',
    ready: (page) => page.getByRole('region', { name: 'anon key', exact: true }).waitFor(),
  },
  {
    name: 'settings-api-roll',
    path: () => '/project/default/settings/api',
    ready: (page) => page.getByRole('region', { name: 'anon key', exact: true }).waitFor(),
    open: async (page) => {
      await page.getByRole('button', { name: 'Roll JWT secret' }).click();
      await page.getByRole('alertdialog', { name: 'Roll JWT secret' }).waitFor();
    },
  },
  {
    name: 'project-switcher',
    path: () => '/project/default',
    ready: (page) => page.getByRole('button', { name: /^Project: / }).waitFor(),
    open: openProjectSwitcher,
  },
  {
    name: 'org-team',
    path: () => '/org/default/team',
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'org-team-remove-member',
    path: () => '/org/default/team',
    ready: (page) => page.getByRole('button', { name: `Remove ${OWNER.email}` }).waitFor(),
    open: async (page) => {
      await page.getByRole('button', { name: `Remove ${OWNER.email}` }).click();
      await page.getByRole('alertdialog', { name: 'Remove member' }).waitFor();
    },
  },
  {
    name: 'org-audit',
    path: () => '/org/default/audit',
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'plugins-admin',
    path: () => '/admin/plugins',
    // The server modules come from the API after the heading: wait for their list, not a skeleton.
    ready: async (page) => {
      await heading(page, 'Plugins');
      const modules = page.getByRole('region', { name: 'Server modules' });
      await modules.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    },
  },
  {
    name: 'support',
    path: () => '/support/new',
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'not-found',
    path: () => '/no-such-page',
    ready: (page) => page.getByText('Nothing lives at /no-such-page').waitFor(),
  },
];

/** Core's own overlays (the command palette, over the table editor it is mostly used from). */
export const coreOverlays: readonly Overlay[] = [
  {
    name: 'command palette',
    path: (table) => `/project/default/editor/${table.id}`,
    async open(page, table) {
      await page.getByRole('grid', { name: table.name }).getByRole('row').nth(3).waitFor();
      await page.keyboard.press('Control+k');
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'project switcher',
    path: (table) => `/project/default/editor/${table.id}`,
    open: openProjectSwitcher,
  },
];

/**
 * Hosted mode's screens (ATRIUM_HOSTED=true): checked like the others, in both colour schemes, by
 * tests/e2e/hosted-projects.test.ts on a hosted instance of its own, with an organization `slug`
 * and a project `ref` of its making. A project's building page shows only while the project is
 * not active (the default project of the shared instance always is), so the test puts the project
 * in `status` first.
 */
export interface HostedScreen {
  readonly name: string;
  readonly path: (at: { readonly slug: string; readonly ref: string }) => string;
  readonly ready: (page: Page) => Promise<void>;
  readonly open?: (page: Page) => Promise<void>;
  readonly status?: 'COMING_UP' | 'INIT_FAILED';
}

/** The hosted projects page has loaded its organizations. */
const projectsListed = (page: Page) =>
  page
    .getByRole('link', { name: /^New project in / })
    .first()
    .waitFor();

export const hostedScreens: readonly HostedScreen[] = [
  {
    name: 'projects-hosted',
    path: () => '/projects',
    ready: projectsListed,
  },
  {
    name: 'new-organization',
    path: () => '/projects',
    ready: projectsListed,
    open: async (page) => {
      await page.getByRole('button', { name: 'New organization' }).click();
      await page.getByRole('dialog', { name: 'New organization' }).waitFor();
    },
  },
  {
    name: 'new-project',
    path: ({ slug }) => `/new/${slug}`,
    ready: (page) => page.getByRole('textbox', { name: 'Project name' }).waitFor(),
  },
  {
    name: 'org-team-hosted',
    path: ({ slug }) => `/org/${slug}/team`,
    ready: (page) => page.getByRole('button', { name: 'Create invitation link' }).waitFor(),
  },
  {
    name: 'project-building',
    path: ({ ref }) => `/project/${ref}/building`,
    ready: (page) => page.getByRole('progressbar', { name: /^Setting up / }).waitFor(),
    status: 'COMING_UP',
  },
  {
    name: 'project-init-failed',
    path: ({ ref }) => `/project/${ref}/building`,
    ready: (page) => heading(page, 'Your project failed to start'),
    status: 'INIT_FAILED',
  },
];

export const sizes = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
] as const;

export const colorSchemes = ['light', 'dark'] as const;
