import type { Page } from 'playwright-core';

/*
 * The storage plugin's screens and overlays — the bucket list, the settings, the create bucket
 * modal, and the file explorer on a bucket with files — checked by the e2e suite in Chromium on
 * every run that has this plugin on (tests/e2e/screens.test.ts;
 * the shape is `ScreenList` in tests/e2e/screens/screen.ts, found by tests/e2e/screens/collect.ts).
 * The bucket list shows whatever buckets the run has made so far, or its empty state.
 */

type Step = (page: Page) => Promise<unknown>;

export const plugin = 'storage';

const buckets = () => '/project/default/storage/buckets';
const settings = () => '/project/default/settings/storage';
const policies = () => '/project/default/storage/policies';

/** The policies page has loaded: its cards are drawn once the buckets and policies are read. */
const policiesReady: Step = (page) =>
  page.getByRole('region', { name: 'Other policies under storage.objects' }).waitFor();

/** The bucket policy modal, opened on the card needing no bucket: it starts at the editor. */
const openPolicyModal: Step = async (page) => {
  await page
    .getByRole('region', { name: 'Other policies under storage.objects' })
    .getByRole('button', { name: 'New policy' })
    .click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Policy name' }).waitFor();
};

/** The bucket the explorer's screens show, made with two files on first use. */
const bucket = 'screens-explorer';
const explorer = () => `/project/default/storage/buckets/${bucket}`;

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

/**
 * Makes the bucket and its files through the dashboard's routes as the signed-in user (the
 * session the app keeps), then reloads once so the explorer shows them; a later visit finds them.
 */
async function withFiles(page: Page) {
  const made = await page.evaluate(async (id) => {
    const session = JSON.parse(localStorage.getItem('atrium.auth') ?? '{}') as {
      access_token?: string;
    };
    const auth = { authorization: `Bearer ${session.access_token}` };
    const base = '/platform/storage/default/buckets';
    const created = await fetch(base, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    });
    if (created.status !== 201) return false;
    for (const [name, text] of [
      ['readme.txt', 'hello'],
      ['notes/todo.txt', '- ship it'],
    ] as const) {
      const body = new FormData();
      body.append('cacheControl', '3600');
      body.append('', new Blob([text], { type: 'text/plain' }));
      await fetch(`${base}/${id}/objects/upload?path=${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: auth,
        body,
      });
    }
    return true;
  }, bucket);
  if (made) await page.reload();
  await page
    .getByRole('listbox', { name: bucket })
    .getByRole('option', { name: /readme/ })
    .waitFor();
}

export const screens: readonly { name: string; path: () => string; ready: Step; open?: Step }[] = [
  { name: 'storage-buckets', path: buckets, ready: bucketsReady },
  { name: 'storage-create-bucket', path: buckets, ready: bucketsReady, open: openCreateBucket },
  {
    name: 'storage-settings',
    path: settings,
    ready: (page) => page.getByRole('textbox', { name: 'Upload file size limit' }).waitFor(),
  },
  { name: 'storage-explorer', path: explorer, ready: withFiles },
  { name: 'storage-policies', path: policies, ready: policiesReady },
  { name: 'storage-policy-modal', path: policies, ready: policiesReady, open: openPolicyModal },
];

/** The two modals are what screens above open, measured in those screens' visits (`shownBy`). */
export const overlays: readonly {
  name: string;
  path: () => string;
  open: Step;
  shownBy?: string;
}[] = [
  {
    name: 'bucket policy modal',
    path: policies,
    open: async (page) => {
      await policiesReady(page);
      await openPolicyModal(page);
    },
    shownBy: 'storage-policy-modal',
  },
  {
    name: 'create bucket modal',
    path: buckets,
    open: async (page) => {
      await bucketsReady(page);
      await openCreateBucket(page);
    },
    shownBy: 'storage-create-bucket',
  },
  {
    name: 'explorer row menu',
    path: explorer,
    async open(page) {
      await withFiles(page);
      await page.getByRole('option', { name: /readme/ }).click({ button: 'right' });
      await page.getByRole('menu').waitFor();
    },
  },
];
