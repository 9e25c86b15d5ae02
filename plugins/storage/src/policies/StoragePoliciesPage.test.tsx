import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Grant } from '@atrium/common/permissions';
import { aPolicy, apiError, expectAccessible, recordingFeedback } from '@atrium/core/testing';
import { TableLayoutForTests } from '@atrium/design-system/lazy/Table/TableLayoutForTests';
import { StorageHarness } from '../test/harness.js';
import { aBucket, stubStorageApi } from '../test/stub-storage-api.js';
import { StoragePoliciesPage } from './StoragePoliciesPage.js';

const BUCKETS = 'GET /storage/p1/buckets';
const POLICIES = 'GET /pg-meta/p1/policies';
const READ_ONLY: readonly Grant[] = [
  { action: 'storage:admin:read', resource: '*' },
  { action: 'sql:admin:read', resource: '*' },
];

const avatarsRead = aPolicy({
  id: 1,
  name: 'read avatars',
  schema: 'storage',
  table: 'objects',
  command: 'SELECT',
  definition: "(bucket_id = 'avatars'::text)",
});
const loose = aPolicy({ id: 2, name: 'loose', schema: 'storage', table: 'objects' });
const onBuckets = aPolicy({ id: 3, name: 'list buckets', schema: 'storage', table: 'buckets' });

function mount(grants?: readonly Grant[]) {
  const feedback = recordingFeedback();
  const view = render(
    <StorageHarness path="/project/p1/storage/policies" grants={grants} feedback={feedback}>
      {/* jsdom lays nothing out: the tester's virtualised table is given a size to draw rows in. */}
      <TableLayoutForTests>
        <StoragePoliciesPage />
      </TableLayoutForTests>
    </StorageHarness>,
  );
  return { ...view, feedback, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('region', { name });
const panel = () => screen.getByRole('dialog');

/** The page with the avatars and docs buckets and three policies. */
function stubPage(extra: Parameters<typeof stubStorageApi>[0] = {}) {
  return stubStorageApi({
    [BUCKETS]: () => [aBucket({ id: 'avatars' }), aBucket({ id: 'docs' })],
    [POLICIES]: () => [avatarsRead, loose, onBuckets],
    ...extra,
  });
}

describe('the storage policies page (spec 2.9)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows placeholders, then a card per bucket and the two other cards with their footers', async () => {
    stubPage();
    const { container } = mount();
    expect(screen.getByText('Loading policies')).toBeTruthy();
    await screen.findByRole('region', { name: 'avatars' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Storage policies');
    expect(within(card('avatars')).getByText('read avatars')).toBeTruthy();
    expect(within(card('avatars')).getByText('SELECT')).toBeTruthy();
    expect(within(card('avatars')).getByText('1 policy in avatars')).toBeTruthy();
    expect(within(card('docs')).getByText('No policies created yet')).toBeTruthy();
    expect(within(card('docs')).getByText('0 policies in docs')).toBeTruthy();
    const other = card('Other policies under storage.objects');
    expect(within(other).getByText('loose')).toBeTruthy();
    expect(within(other).getByText('1 policy that are not tied to any buckets')).toBeTruthy();
    const buckets = card('Policies under storage.buckets');
    expect(within(buckets).getByText('list buckets')).toBeTruthy();
    expect(within(buckets).getByText('1 policy that target your buckets')).toBeTruthy();
    await expectAccessible(container);
  });

  it("says 'Create a bucket first to start writing policies!' without buckets", async () => {
    stubStorageApi({ [BUCKETS]: () => [], [POLICIES]: () => [] });
    mount();
    // Under the page's h1, as the cards' headings are.
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Create a bucket first to start writing policies!',
      }),
    ).toBeTruthy();
    expect(card('Other policies under storage.objects')).toBeTruthy();
  });

  it('deletes a policy once confirmed, showing the SQL first', async () => {
    const requests = stubPage({ 'DELETE /pg-meta/p1/policies/1': () => avatarsRead });
    const { user, feedback } = mount();
    await screen.findByRole('region', { name: 'avatars' });
    await user.click(screen.getByRole('button', { name: 'Delete read avatars' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByRole('heading').textContent).toBe('Confirm to delete policy');
    expect(confirm.textContent).toContain('DROP POLICY "read avatars" ON "storage"."objects";');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(feedback.shownTitles()).toEqual(['Successfully deleted policy!']));
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/pg-meta/p1/policies/1',
    ]);
  });

  it('disables every write with a tooltip without storage admin write', async () => {
    stubPage();
    const { user } = mount(READ_ONLY);
    await screen.findByRole('region', { name: 'avatars' });
    // Each denied control is drawn disabled behind a focusable stand-in carrying its tooltip.
    const news = screen.getAllByRole('button', { name: 'New policy' });
    expect(news.filter((b) => (b as HTMLButtonElement).disabled)).toHaveLength(4);
    const deletes = screen.getAllByRole('button', { name: 'Delete read avatars' });
    expect(deletes.filter((b) => (b as HTMLButtonElement).disabled)).toHaveLength(1);
    const standIn = news.find((b) => !(b as HTMLButtonElement).disabled)!;
    for (let i = 0; i < 20 && document.activeElement !== standIn; i += 1) await user.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'You need additional permissions to create policies',
    );
  });
});

describe('the bucket policy modal (spec 4, 5, 9)', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function openNew(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByRole('region', { name: 'docs' });
    await user.click(within(card('docs')).getByRole('button', { name: 'New policy' }));
    expect(
      within(panel()).getByRole('heading', { name: 'Adding new policy to docs' }),
    ).toBeTruthy();
  }

  it('writes a policy from a template: the five templates, the editor filled, the SQL, then saves one policy per operation', async () => {
    const requests = stubPage({
      'POST /pg-meta/p1/policies/preview': () => ({ sql: 'CREATE POLICY ...;' }),
      'POST /pg-meta/p1/policies': () => Response.json(avatarsRead, { status: 201 }),
    });
    const { user, feedback } = mount();
    await openNew(user);
    await user.click(within(panel()).getByRole('button', { name: 'Start from a template' }));
    const templates = within(panel()).getByRole('list', { name: 'Policy templates' });
    expect(within(templates).getAllByRole('listitem')).toHaveLength(5);
    await user.click(
      within(panel()).getByRole('button', {
        name: 'Use template: Allow access to JPG images in a public folder to anonymous users',
      }),
    );
    const name = within(panel()).getByRole('textbox', { name: 'Policy name' }) as HTMLInputElement;
    expect(name.value).toBe('Give anon users access to JPG images in folder');
    const definition = within(panel()).getByRole('textbox', { name: 'Policy definition' });
    expect((definition as HTMLTextAreaElement).value).toMatch(/^bucket_id = 'docs' AND /);
    expect(within(panel()).getByRole('checkbox', { name: /SELECT/ })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(within(panel()).getByRole('checkbox', { name: /INSERT/ }));

    await user.click(within(panel()).getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(within(panel()).getAllByLabelText('Policy SQL')).toHaveLength(2));
    await user.click(within(panel()).getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(feedback.shownTitles()).toEqual(['Successfully saved policy!']));
    expect(screen.queryByRole('dialog')).toBeNull();
    const posts = requests.filter((r) => r.method === 'POST' && r.path === '/pg-meta/p1/policies');
    expect(posts.map((r) => r.body)).toEqual([
      expect.objectContaining({
        name: expect.stringMatching(/^Give anon users access to JPG images in folder [0-9a-z]+_0$/),
        schema: 'storage',
        table: 'objects',
        command: 'SELECT',
        roles: ['public'],
        definition: expect.stringMatching(/^bucket_id = 'docs' AND /),
      }),
      expect.objectContaining({
        name: expect.stringMatching(/_1$/),
        command: 'INSERT',
        check: expect.stringMatching(/^bucket_id = 'docs' AND /),
      }),
    ]);
  });

  it('starts from scratch with a bucket id check, ignores names past 50 characters, and says the review errors word for word', async () => {
    stubPage();
    const { user } = mount();
    await openNew(user);
    await user.click(within(panel()).getByRole('button', { name: 'Start from scratch' }));
    expect(
      (within(panel()).getByRole('textbox', { name: 'Policy definition' }) as HTMLTextAreaElement)
        .value,
    ).toBe("bucket_id = 'docs'");
    const name = within(panel()).getByRole('textbox', { name: 'Policy name' }) as HTMLInputElement;
    await user.click(name);
    await user.paste('x'.repeat(50));
    await user.type(name, 'y');
    expect(name.value).toBe('x'.repeat(50));
    expect(panel().textContent).toContain('50/50');
    await user.clear(name);
    await user.clear(within(panel()).getByRole('textbox', { name: 'Policy definition' }));
    await user.click(within(panel()).getByRole('button', { name: 'Review' }));
    const errors = within(panel()).getByRole('list', { name: 'Review errors' });
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Please provide a name for your policy',
      'Please provide a definition for your policy',
      'Please allow at least one operation in your policy',
    ]);
    expect(within(panel()).getByRole('button', { name: 'Save policy' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('returns to the editor with the message when a save fails', async () => {
    stubPage({
      'POST /pg-meta/p1/policies/preview': () => ({ sql: 'CREATE POLICY ...;' }),
      'POST /pg-meta/p1/policies': () => apiError(400, 'syntax error at or near "="'),
    });
    const { user } = mount();
    await openNew(user);
    await user.click(within(panel()).getByRole('button', { name: 'Start from scratch' }));
    await user.type(within(panel()).getByRole('textbox', { name: 'Policy name' }), 'p');
    await user.click(within(panel()).getByRole('checkbox', { name: /DELETE/ }));
    await user.click(within(panel()).getByRole('button', { name: 'Review' }));
    await user.click(await within(panel()).findByRole('button', { name: 'Save policy' }));
    expect(
      await within(panel()).findByText('Error adding policy: syntax error at or near "="'),
    ).toBeTruthy();
    expect(within(panel()).getByRole('textbox', { name: 'Policy name' })).toHaveProperty(
      'value',
      'p',
    );
  });

  it('edits a saved policy: its operation fixed, only its changes sent', async () => {
    const requests = stubPage({
      'POST /pg-meta/p1/policies/preview': () => ({ sql: 'ALTER POLICY ...;' }),
      'PATCH /pg-meta/p1/policies/1': () => avatarsRead,
    });
    const { user, feedback } = mount();
    await screen.findByRole('region', { name: 'avatars' });
    await user.click(screen.getByRole('button', { name: 'Edit read avatars' }));
    expect(
      within(panel()).getByRole('heading', { name: 'Editing policy for avatars' }),
    ).toBeTruthy();
    expect(within(panel()).getByRole('checkbox', { name: /SELECT/ })).toHaveProperty(
      'disabled',
      true,
    );
    await user.type(within(panel()).getByRole('textbox', { name: 'Target roles' }), 'anon');
    await user.click(within(panel()).getByRole('button', { name: 'Review' }));
    await user.click(await within(panel()).findByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(feedback.shownTitles()).toEqual(['Successfully saved policy!']));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      name: 'read avatars',
      roles: ['anon'],
      definition: "(bucket_id = 'avatars'::text)",
    });
  });

  it('tests the unsaved policies as a role: which files it could list and read, upload to or delete', async () => {
    const requests = stubPage({
      'POST /pg-meta/p1/policies/test-storage': () => ({
        files: [
          { name: 'public/a.jpg', exists: true, read: true, upload: false, remove: false },
          { name: 'private/b.jpg', exists: true, read: false, upload: false, remove: false },
          { name: 'public/new.jpg', exists: false, read: false, upload: false, remove: false },
        ],
        files_capped: false,
      }),
    });
    const { user } = mount();
    await openNew(user);
    await user.click(within(panel()).getByRole('button', { name: 'Start from a template' }));
    await user.click(
      within(panel()).getByRole('button', {
        name: 'Use template: Allow access to JPG images in a public folder to anonymous users',
      }),
    );
    const tester = within(panel()).getByRole('region', { name: 'Test this policy' });
    await user.type(
      within(tester).getByRole('textbox', { name: 'Also try uploading to' }),
      'public/new.jpg',
    );
    await user.click(within(tester).getByRole('button', { name: 'Run test' }));
    const table = await within(tester).findByRole('table', { name: 'Files as anon' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    const rows = [0, 4, 8].map((start) => cells.slice(start, start + 4));
    expect(rows).toEqual([
      ['public/a.jpg', 'Allowed', 'Refused', 'Refused'],
      ['private/b.jpg', 'Refused', 'Refused', 'Refused'],
      ['public/new.jpg', 'New file', 'Refused', 'New file'],
    ]);
    expect(within(tester).getByRole('status').textContent).toBe('What anon could do with 3 files');
    const sent = requests.find((r) => r.path === '/pg-meta/p1/policies/test-storage')?.body;
    expect(sent).toMatchObject({
      bucket_id: 'docs',
      role: 'anon',
      new_paths: ['public/new.jpg'],
      policies: [expect.objectContaining({ command: 'SELECT', table: 'objects' })],
    });
    await expectAccessible(panel());
  });
});
