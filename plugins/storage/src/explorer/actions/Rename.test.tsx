import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountExplorer, rootOption } from '../test/mount-explorer.js';
import { stubStorage, type StubObjects } from '../test/stub-storage.js';
import { renameOutcome } from './action-rules.js';

const text = { size: 4, mimetype: 'text/plain' };
const photos: StubObjects = {
  'a.txt': text,
  'b.txt': text,
  'docs/one.txt': text,
  'docs/two.txt': text,
};

async function startRename(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.pointer({ keys: '[MouseRight]', target: await rootOption(name) });
  await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
  return screen.findByRole('textbox', { name: /^New name for / });
}

afterEach(() => vi.unstubAllGlobals());

describe('the rename rules', () => {
  it('ends the edit for the same or an empty name, and refuses slashes in a folder name', () => {
    const folder = { name: 'docs', type: 'FOLDER' } as const;
    expect(renameOutcome('docs', folder)).toBeNull();
    expect(renameOutcome('  ', folder)).toBeNull();
    expect(renameOutcome('a/b', folder)).toEqual({
      error: 'Folder name cannot contain forward or back slashes.',
    });
    expect(renameOutcome('a\\b', folder)).toEqual({
      error: 'Folder name cannot contain forward or back slashes.',
    });
    expect(renameOutcome(' papers ', folder)).toEqual({ name: 'papers' });
    expect(renameOutcome('c.txt', { name: 'a.txt', type: 'FILE' })).toEqual({ name: 'c.txt' });
  });
});

describe('renaming in the explorer', () => {
  it('renames a file in place from its menu, Enter commits', async () => {
    const stub = stubStorage('photos', photos);
    const user = userEvent.setup();
    mountExplorer();
    const field = await startRename(user, /a\.txt/);
    expect((field as HTMLInputElement).value).toBe('a.txt');
    await user.clear(field);
    // A space typed goes into the field; the listbox does not take it as a selection.
    await user.paste('my');
    await user.keyboard(' ');
    await user.paste('notes.txt');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stub.moves).toEqual([{ from: 'a.txt', to: 'my notes.txt' }]));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^New name/ })).toBeNull());
  });

  it('renames a folder by moving each of its files', async () => {
    const stub = stubStorage('photos', photos);
    const user = userEvent.setup();
    mountExplorer();
    const field = await startRename(user, /docs/);
    await user.clear(field);
    await user.paste('papers');
    // Leaving the field commits too.
    await user.click(document.body);
    await waitFor(() =>
      expect([...stub.moves].sort((x, y) => (x.from < y.from ? -1 : 1))).toEqual([
        { from: 'docs/one.txt', to: 'papers/one.txt' },
        { from: 'docs/two.txt', to: 'papers/two.txt' },
      ]),
    );
  });

  it("refuses a folder name with a slash with the spec's message, and Escape keeps the name", async () => {
    const stub = stubStorage('photos', photos);
    const user = userEvent.setup();
    mountExplorer();
    const field = await startRename(user, /docs/);
    await user.clear(field);
    await user.paste('a/b');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Folder name cannot contain forward or back slashes.'),
    ).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^New name/ })).toBeNull());
    expect(stub.moves).toEqual([]);
  });

  it('sends nothing for the same name', async () => {
    const stub = stubStorage('photos', photos);
    const user = userEvent.setup();
    mountExplorer();
    await startRename(user, /b\.txt/);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^New name/ })).toBeNull());
    expect(stub.moves).toEqual([]);
  });

  it("says 'Failed to rename file' when the API refuses a file's rename", async () => {
    stubStorage('photos', photos, { failMove: true });
    const user = userEvent.setup();
    const { titles } = mountExplorer();
    await startRename(user, /a\.txt/);
    await user.keyboard('{End}2{Enter}');
    await waitFor(() => expect(titles()).toContain('Failed to rename file'));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^New name/ })).toBeNull());
  });

  it("says 'Failed to rename folder' when the API refuses a folder's rename", async () => {
    stubStorage('photos', photos, { failMove: true });
    const user = userEvent.setup();
    const { titles } = mountExplorer();
    await startRename(user, /docs/);
    await user.keyboard('{End}2{Enter}');
    await waitFor(() => expect(titles()).toContain('Failed to rename folder'));
  });

  it('disables Rename without storage write', async () => {
    stubStorage('photos', photos);
    const user = userEvent.setup();
    mountExplorer([{ action: 'storage:admin:read', resource: '*' }]);
    await user.pointer({ keys: '[MouseRight]', target: await rootOption(/a\.txt/) });
    expect(
      (await screen.findByRole('menuitem', { name: 'Rename' })).getAttribute('aria-disabled'),
    ).toBe('true');
  });
});
