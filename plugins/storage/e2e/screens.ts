import type { Page } from 'playwright-core';

/*
 * The storage plugin's bucket list and settings, and the create bucket modal, checked by the e2e
 * suite in Chromium on every run that has this plugin on (tests/e2e/accessibility.test.ts,
 * overlay-geometry.test.ts; the shape is `ScreenList` in tests/e2e/screens/screen.ts, found by
 * tests/e2e/screens/collect.ts). The default project may have no bucket: the list's empty state
 * is then what shows.
 */

type Step = (page: Page) => Promise<unknown>;

export const plugin = 'storage';

const buckets = () => '/project/default/storage/buckets';
const settings = () => '/project/default/settings/storage';

/** The sidebar has loaded: the bucket list, or its empty state. */
const bucketsReady: Step = (page) =>
  page
    .getByRole('list', { name: 'All buckets' })
    .or(page.getByText('No buckets available'))
    .first()
    .waitFor();

const openCreateBucket: Step = async (page) => {
  await page.getByRole('button', { name: 'New bucket' }).click();
  await page.getByRole('dialog').waitFor();
};

export const screens: readonly { name: string; path: () => string; ready: Step; open?: Step }[] = [
  { name: 'storage-buckets', path: buckets, ready: bucketsReady },
  { name: 'storage-create-bucket', path: buckets, ready: bucketsReady, open: openCreateBucket },
  {
    name: 'storage-settings',
    path: settings,
    ready: (page) => page.getByRole('textbox', { name: 'Upload file size limit' }).waitFor(),
  },
];

export const overlays: readonly { name: string; path: () => string; open: Step }[] = [
  {
    name: 'create bucket modal',
    path: buckets,
    open: async (page) => {
      await bucketsReady(page);
      await openCreateBucket(page);
    },
  },
];
