import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@atrium/core/plugin-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Grant } from '@atrium/common/permissions';
import { aPolicy, apiError, expectAccessible, recordingFeedback } from '@atrium/core/testing';
import { StorageSidebar } from '../layout/StorageSidebar.js';
import { StorageHarness } from '../test/harness.js';
import { aBucket, stubStorageApi } from '../test/stub-storage-api.js';

const BUCKETS = '/storage/p1/buckets';
const READ_ONLY: readonly Grant[] = [{ action: 'storage:admin:read', resource: '*' }];

/** Where the app is, for asserting navigation. */
function Where() {
  const [location] = useLocation();
  return <output aria-label="location">{location}</output>;
}

function mount({
  path = '/project/p1/storage/buckets',
  grants,
}: { path?: string; grants?: readonly Grant[] } = {}) {
  const feedback = recordingFeedback();
  const view = render(
    <StorageHarness path={path} grants={grants} feedback={feedback}>
      <StorageSidebar />
      <Where />
    </StorageHarness>,
  );
  return { ...view, feedback, user: userEvent.setup() };
}

const location = () => screen.getByRole('status', { name: 'location', hidden: true }).textContent;
const dialog = () => screen.getByRole('dialog');
const alertDialog = () => screen.getByRole('alertdialog');

describe('the bucket modals (spec 2.7, 4, 5)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("refuses an empty, reserved or space-ended name in the spec's words, sending nothing", async () => {
    const requests = stubStorageApi({ [`GET ${BUCKETS}`]: () => [] });
    const { user } = mount();
    await user.click(await screen.findByRole('button', { name: 'New bucket' }));
    expect(within(dialog()).getByRole('heading').textContent).toBe('Create storage bucket');
    const name = within(dialog()).getByRole('textbox', { name: 'Name of bucket' });
    expect(dialog().textContent).toContain('Only lowercase letters, numbers, dots, and hyphens');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(dialog().textContent).toContain('Please provide a name for your bucket');
    await user.type(name, 'public');
    expect(dialog().textContent).toContain(
      '"public" is a reserved name. Please choose another name',
    );
    await user.type(name, 's ');
    expect(dialog().textContent).toContain('The name of the bucket cannot end with a whitespace');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('refuses a size limit that is not digits, and shows a valid one in bytes', async () => {
    const requests = stubStorageApi({ [`GET ${BUCKETS}`]: () => [] });
    const { user } = mount();
    await user.click(await screen.findByRole('button', { name: 'New bucket' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Name of bucket' }), 'photos');
    await user.click(
      within(dialog()).getByRole('switch', { name: /Restrict file upload size for bucket/ }),
    );
    const limit = within(dialog()).getByRole('textbox', { name: 'File size limit' });
    await user.type(limit, '5x');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(dialog().textContent).toContain('File size upload limit has to be at least 0');
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
    await user.type(limit, '{Backspace}');
    // The field starts at 0: '05' MB.
    expect(dialog().textContent).toContain('Equivalent to 5,242,880 bytes.');
  });

  it('creates a public bucket with a size limit and types, toasts, and opens it', async () => {
    const requests = stubStorageApi({
      [`GET ${BUCKETS}`]: () => [],
      [`POST ${BUCKETS}`]: () => Response.json({ name: 'photos' }, { status: 201 }),
    });
    const { user, feedback } = mount();
    await user.click(await screen.findByRole('button', { name: 'New bucket' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Name of bucket' }), 'photos');
    await user.click(within(dialog()).getByRole('switch', { name: 'Public bucket' }));
    expect(within(dialog()).getByRole('note').textContent).toContain(
      'Public buckets are not protected',
    );
    await user.click(
      within(dialog()).getByRole('switch', { name: /Restrict file upload size for bucket/ }),
    );
    await user.type(within(dialog()).getByRole('textbox', { name: 'File size limit' }), '5');
    await user.click(within(dialog()).getByRole('textbox', { name: 'Allowed MIME types' }));
    await user.paste('image/*, , application/pdf ');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location()).toBe('/project/p1/storage/buckets/photos'));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      id: 'photos',
      public: true,
      file_size_limit: 5242880,
      allowed_mime_types: ['image/*', 'application/pdf'],
    });
    expect(feedback.shownTitles()).toEqual(['Successfully created bucket photos']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is accessible with every field shown', async () => {
    stubStorageApi({ [`GET ${BUCKETS}`]: () => [] });
    const { user } = mount();
    await user.click(await screen.findByRole('button', { name: 'New bucket' }));
    await user.click(within(dialog()).getByRole('switch', { name: 'Public bucket' }));
    await user.click(
      within(dialog()).getByRole('switch', { name: /Restrict file upload size for bucket/ }),
    );
    await expectAccessible(dialog());
  });

  it('keeps the dialog and what was typed when the API refuses the bucket', async () => {
    stubStorageApi({
      [`GET ${BUCKETS}`]: () => [],
      [`POST ${BUCKETS}`]: () => apiError(409, 'The resource already exists', 'Duplicate'),
    });
    const { user, feedback } = mount();
    await user.click(await screen.findByRole('button', { name: 'New bucket' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Name of bucket' }), 'photos');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(feedback.shownTitles()).toEqual([
        'Failed to create bucket: The resource already exists',
      ]),
    );
    expect(
      (within(dialog()).getByRole('textbox', { name: 'Name of bucket' }) as HTMLInputElement).value,
    ).toBe('photos');
    expect(location()).toBe('/project/p1/storage/buckets');
  });

  it('edits the selected bucket: the name fixed, a warning while public differs from the stored value', async () => {
    const requests = stubStorageApi({
      [`GET ${BUCKETS}`]: () => [
        aBucket({ id: 'avatars', public: true, file_size_limit: 1048576 }),
      ],
      [`PATCH ${BUCKETS}/avatars`]: () => ({ message: 'Successfully updated' }),
    });
    const { user, feedback } = mount({ path: '/project/p1/storage/buckets/avatars' });
    await user.click(await screen.findByRole('button', { name: 'Actions for bucket avatars' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit bucket' }));
    expect(within(dialog()).getByRole('heading').textContent).toBe('Edit bucket "avatars"');
    const name = within(dialog()).getByRole('textbox', { name: 'Name of bucket' });
    expect((name as HTMLInputElement).disabled).toBe(true);
    expect(
      (within(dialog()).getByRole('textbox', { name: 'File size limit' }) as HTMLInputElement)
        .value,
    ).toBe('1');
    expect(within(dialog()).queryByRole('note')).toBeNull();

    const isPublic = within(dialog()).getByRole('switch', { name: 'Public bucket' });
    await user.click(isPublic);
    expect(within(dialog()).getByRole('note').textContent).toContain('Making bucket private');
    await user.click(isPublic);
    expect(within(dialog()).queryByRole('note')).toBeNull();
    await user.click(isPublic);
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      public: false,
      file_size_limit: 1048576,
      allowed_mime_types: null,
    });
    expect(feedback.shownTitles()).toEqual(['Successfully updated bucket "avatars"']);
  });

  it('warns that making a private bucket public makes all objects public', async () => {
    stubStorageApi({ [`GET ${BUCKETS}`]: () => [aBucket({ id: 'avatars' })] });
    const { user } = mount({ path: '/project/p1/storage/buckets/avatars' });
    await user.click(await screen.findByRole('button', { name: 'Actions for bucket avatars' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit bucket' }));
    await user.click(within(dialog()).getByRole('switch', { name: 'Public bucket' }));
    expect(within(dialog()).getByRole('note').textContent).toContain(
      'This will make all objects public',
    );
  });

  it('empties the selected bucket once confirmed', async () => {
    const requests = stubStorageApi({
      [`GET ${BUCKETS}`]: () => [aBucket({ id: 'avatars' })],
      [`POST ${BUCKETS}/avatars/empty`]: () => ({ message: 'Successfully emptied' }),
    });
    const { user, feedback } = mount({ path: '/project/p1/storage/buckets/avatars' });
    await user.click(await screen.findByRole('button', { name: 'Actions for bucket avatars' }));
    await user.click(screen.getByRole('menuitem', { name: 'Empty bucket' }));
    expect(within(alertDialog()).getByRole('heading').textContent).toBe(
      'Confirm to delete all contents from avatars',
    );
    expect(alertDialog().textContent).toContain('This action cannot be undone');
    expect(alertDialog().textContent).toContain(
      'The contents of your bucket cannot be recovered once deleted',
    );
    await user.click(within(alertDialog()).getByRole('button', { name: 'Empty bucket' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `${BUCKETS}/avatars/empty`,
    ]);
    expect(feedback.shownTitles()).toEqual(['Successfully emptied bucket avatars']);
  });

  it('deletes a bucket once its name is typed: empties it, deletes it and its object policies, and lands on the list', async () => {
    const requests = stubStorageApi({
      [`GET ${BUCKETS}`]: () => [aBucket({ id: 'avatars' })],
      [`POST ${BUCKETS}/avatars/empty`]: () => ({ message: 'Successfully emptied' }),
      [`DELETE ${BUCKETS}/avatars`]: () => ({ message: 'Successfully deleted' }),
      'GET /pg-meta/p1/policies': () => [
        aPolicy({
          id: 1,
          schema: 'storage',
          table: 'objects',
          definition: "(bucket_id = 'avatars'::text)",
        }),
        aPolicy({
          id: 2,
          schema: 'storage',
          table: 'objects',
          definition: "(bucket_id = 'other'::text)",
        }),
        aPolicy({
          id: 3,
          schema: 'storage',
          table: 'buckets',
          definition: "(bucket_id = 'avatars'::text)",
        }),
      ],
      'DELETE /pg-meta/p1/policies/1': () => aPolicy({ id: 1 }),
    });
    const { user, feedback } = mount({ path: '/project/p1/storage/buckets/avatars' });
    await user.click(await screen.findByRole('button', { name: 'Actions for bucket avatars' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete bucket' }));
    expect(within(alertDialog()).getByRole('heading').textContent).toBe(
      'Confirm deletion of avatars',
    );
    expect(alertDialog().textContent).toContain('You cannot recover this bucket once deleted.');
    expect(alertDialog().textContent).toContain('All bucket data will be lost.');
    const confirm = within(alertDialog()).getByRole('button', { name: 'Delete bucket' });
    await user.type(within(alertDialog()).getByRole('textbox'), 'avatar');
    expect(alertDialog().textContent).toContain('Value entered does not match.');
    expect(
      confirm.hasAttribute('disabled') || confirm.getAttribute('aria-disabled') === 'true',
    ).toBe(true);
    await user.type(within(alertDialog()).getByRole('textbox'), 's');
    await user.click(confirm);

    await waitFor(() => expect(location()).toBe('/project/p1/storage/buckets'));
    expect(requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${BUCKETS}/avatars/empty`,
      `DELETE ${BUCKETS}/avatars`,
      'DELETE /pg-meta/p1/policies/1',
    ]);
    expect(feedback.shownTitles()).toEqual(['Successfully deleted bucket avatars']);
  });

  it('reports the bucket deleted with a warning when its policies could not be removed', async () => {
    stubStorageApi({
      [`GET ${BUCKETS}`]: () => [aBucket({ id: 'avatars' })],
      [`POST ${BUCKETS}/avatars/empty`]: () => ({ message: 'Successfully emptied' }),
      [`DELETE ${BUCKETS}/avatars`]: () => ({ message: 'Successfully deleted' }),
      'GET /pg-meta/p1/policies': () => [
        aPolicy({
          id: 1,
          schema: 'storage',
          table: 'objects',
          definition: "(bucket_id = 'avatars'::text)",
        }),
      ],
      'DELETE /pg-meta/p1/policies/1': () => apiError(500, 'boom'),
    });
    const { user, feedback } = mount({ path: '/project/p1/storage/buckets/avatars' });
    await user.click(await screen.findByRole('button', { name: 'Actions for bucket avatars' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete bucket' }));
    await user.type(within(alertDialog()).getByRole('textbox'), 'avatars');
    await user.click(within(alertDialog()).getByRole('button', { name: 'Delete bucket' }));
    await waitFor(() => expect(location()).toBe('/project/p1/storage/buckets'));
    expect(feedback.shownTitles()).toEqual([
      'Successfully deleted bucket avatars',
      'Bucket avatars was deleted, but its policies could not be removed: review them under Storage > Policies',
    ]);
  });

  it('keeps the dialog open and toasts when deleting fails', async () => {
    stubStorageApi({
      [`GET ${BUCKETS}`]: () => [aBucket({ id: 'avatars' })],
      [`POST ${BUCKETS}/avatars/empty`]: () => apiError(503, 'Storage is down'),
    });
    const { user, feedback } = mount({ path: '/project/p1/storage/buckets/avatars' });
    await user.click(await screen.findByRole('button', { name: 'Actions for bucket avatars' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete bucket' }));
    await user.type(within(alertDialog()).getByRole('textbox'), 'avatars');
    await user.click(within(alertDialog()).getByRole('button', { name: 'Delete bucket' }));
    await waitFor(() =>
      expect(feedback.shownTitles()).toEqual(['Failed to delete bucket: Storage is down']),
    );
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(location()).toBe('/project/p1/storage/buckets/avatars');
  });

  it("disables New bucket and the bucket menu, with the spec's tooltip, without storage admin write", async () => {
    stubStorageApi({ [`GET ${BUCKETS}`]: () => [aBucket({ id: 'avatars' })] });
    const { user } = mount({ path: '/project/p1/storage/buckets/avatars', grants: READ_ONLY });
    const [standIn, create] = await screen.findAllByRole('button', { name: 'New bucket' });
    expect(create).toHaveProperty('disabled', true);
    const menus = await screen.findAllByRole('button', { name: 'Actions for bucket avatars' });
    expect(menus.at(-1)).toHaveProperty('disabled', true);
    // Keyboard focus shows the tooltip at once (hover waits for a delay).
    for (let i = 0; i < 10 && document.activeElement !== standIn; i += 1) await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      'You need additional permissions to create buckets',
    );
  });
});
