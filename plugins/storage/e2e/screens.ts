import type { Page } from 'playwright-core';

/*
 * The storage plugin's screens and overlays, checked by the e2e suite in Chromium on every run that
 * has this plugin on (tests/e2e/accessibility.test.ts, overlay-geometry.test.ts; the shape is
 * `ScreenList` in tests/e2e/screens/screen.ts, found by tests/e2e/screens/collect.ts).
 */

export const plugin = 'storage';

/** The bucket the explorer's screens show, made with two files on first use. */
const bucket = 'screens-explorer';
const explorer = () => `/project/default/storage/buckets/${bucket}`;

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

/** The file explorer on a bucket with files. */
export const screens: readonly {
  name: string;
  path: () => string;
  ready: (page: Page) => Promise<unknown>;
}[] = [{ name: 'storage-explorer', path: explorer, ready: withFiles }];

/** A file's right-click menu. */
export const overlays: readonly {
  name: string;
  path: () => string;
  open: (page: Page) => Promise<unknown>;
}[] = [
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
