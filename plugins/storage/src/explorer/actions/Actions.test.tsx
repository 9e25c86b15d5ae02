import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountExplorer, rootColumn, rootOption, rootCheckbox } from '../test/mount-explorer.js';
import { FakeXhr } from '../test/fake-xhr.js';
import { stubStorage, type StubObjects } from '../test/stub-storage.js';
import { deleteTitle, expiryError, moveDestination, newFolderError } from './action-rules.js';

const text = { size: 4, mimetype: 'text/plain' };
const photos: StubObjects = {
  'a.txt': text,
  'b.txt': text,
  'c.txt': text,
  'd.txt': text,
  'docs/one.txt': text,
  'docs/two.txt': text,
};

beforeEach(() => {
  FakeXhr.install();
  vi.stubGlobal('navigator', {
    ...navigator,
    clipboard: { writeText: vi.fn(async () => undefined) },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the rules of the explorer actions', () => {
  it('refuses folder names with special characters or taken ones', () => {
    expect(newFolderError('my photos_2-x', [])).toBeNull();
    expect(newFolderError('a/b', [])).toBe('Folder name contains invalid special characters');
    expect(newFolderError('docs', ['docs'])).toBe(
      'The name docs already exists in the current directory. Please use a different name.',
    );
  });

  it('strips a leading slash from a move path, blank is the root', () => {
    expect(moveDestination('/archive/2024/')).toBe('archive/2024');
    expect(moveDestination('   ')).toBe('');
  });

  it('words the delete title and the custom expiry error as the spec does', () => {
    expect(deleteTitle(['a.txt'])).toBe('Confirm deletion of a.txt');
    expect(deleteTitle(['a.txt', 'b.txt'])).toBe('Confirm deletion of 2 items');
    expect(expiryError('0')).toBe('Expiry duration cannot be less than 0');
    expect(expiryError('3')).toBeNull();
  });
});

describe('the explorer actions', () => {
  it('selects with the checkbox and a shift-click range, and shows the selection bar', async () => {
    stubStorage('photos', photos);
    const user = userEvent.setup();
    mountExplorer();
    await user.click(await rootCheckbox(/a\.txt/));
    await user.keyboard('{Shift>}');
    await user.click(await rootCheckbox(/c\.txt/));
    await user.keyboard('{/Shift}');
    const bar = screen.getByRole('toolbar', { name: 'Selected items' });
    expect(within(bar).getByText('3 items selected')).toBeTruthy();
    expect((await rootOption(/d\.txt/)).getAttribute('aria-selected')).toBe('false');
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar', { name: 'Selected items' })).toBeNull();
  });

  it("selects all of a column's files with 'Select all', and a second click deselects them", async () => {
    stubStorage('photos', photos);
    const user = userEvent.setup();
    mountExplorer();
    const column = screen.getByRole('region', { name: 'photos' });
    await rootColumn();
    const selectAll = within(column).getByRole('checkbox', { name: 'Select all' });
    await user.click(selectAll);
    const bar = screen.getByRole('toolbar', { name: 'Selected items' });
    // The column's four files, not its folder.
    expect(within(bar).getByText('4 items selected')).toBeTruthy();
    expect((await rootOption(/docs/)).getAttribute('aria-selected')).toBe('false');
    expect((selectAll as HTMLInputElement).checked).toBe(true);
    await user.click(selectAll);
    expect(screen.queryByRole('toolbar', { name: 'Selected items' })).toBeNull();
  });

  it('deletes the selection after the confirmation, 2 paths per call', async () => {
    const stub = stubStorage('photos', photos);
    const user = userEvent.setup();
    mountExplorer();
    for (const name of [/a\.txt/, /b\.txt/, /c\.txt/]) await user.click(await rootCheckbox(name));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Confirm deletion of 3 items')).toBeTruthy();
    expect(within(dialog).getByText('This action cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(stub.deletes.flat().sort()).toEqual(['a.txt', 'b.txt', 'c.txt']);
    expect(Math.max(...stub.deletes.map((batch) => batch.length))).toBe(2);
  });

  it('deletes a folder by its files, asked with the Delete key', async () => {
    const stub = stubStorage('photos', photos);
    const user = userEvent.setup();
    mountExplorer();
    const list = await rootColumn();
    act(() => list.focus());
    // The listing is by name: a.txt to d.txt, then docs.
    await user.keyboard('{ArrowDown>5/}{Delete}');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Confirm deletion of docs')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(stub.deletes.flat().sort()).toEqual(['docs/one.txt', 'docs/two.txt']),
    );
  });

  it('moves a file from its menu, the leading slash stripped', async () => {
    const stub = stubStorage('photos', photos);
    const user = userEvent.setup();
    mountExplorer();
    await user.pointer({ keys: '[MouseRight]', target: await rootOption(/b\.txt/) });
    await user.click(await screen.findByRole('menuitem', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Moving b.txt within photos' });
    expect(
      within(dialog).getByText('Leave blank to move items to the root of the bucket'),
    ).toBeTruthy();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Path to new directory in photos' }),
      '/docs',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move files' }));
    await waitFor(() => expect(stub.moves).toEqual([{ from: 'b.txt', to: 'docs/b.txt' }]));
  });

  it('copies a signed URL for a preset and for a custom expiry', async () => {
    const stub = stubStorage('photos', photos);
    const user = userEvent.setup();
    const { titles } = mountExplorer();
    await user.pointer({ keys: '[MouseRight]', target: await rootOption(/a\.txt/) });
    await user.click(await screen.findByRole('menuitem', { name: 'Get URL, expires in 1 month' }));
    await waitFor(() => expect(titles()).toContain('Copied URL for a.txt to clipboard.'));
    expect(stub.signs).toEqual([{ path: 'a.txt', expiresIn: 2592000 }]);
    expect(await navigator.clipboard.readText()).toBe(
      'http://localhost/storage/v1/object/sign/photos/a.txt?token=t',
    );

    await user.pointer({ keys: '[MouseRight]', target: await rootOption(/a\.txt/) });
    await user.click(await screen.findByRole('menuitem', { name: 'Get URL with a custom expiry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom expiry for signed URL' });
    const submit = within(dialog).getByRole('button', { name: 'Get signed URL' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Duration' }), '2');
    // A number field commits what was typed when it loses focus.
    await user.tab();
    expect(within(dialog).getByText(/^URL will expire on /)).toBeTruthy();
    await user.click(submit);
    await waitFor(() => expect(stub.signs.at(-1)).toEqual({ path: 'a.txt', expiresIn: 172800 }));
  });

  it('creates a folder through the Untitled folder row, with its validation', async () => {
    stubStorage('photos', photos);
    const user = userEvent.setup();
    mountExplorer();
    await rootColumn();
    await user.click(screen.getByRole('button', { name: 'Create folder' }));
    const field = await screen.findByRole('textbox', { name: 'New folder name' });
    expect((field as HTMLInputElement).value).toBe('Untitled folder');
    await user.clear(field);
    await user.type(field, 'bad*name{Enter}');
    expect(await screen.findByText('Folder name contains invalid special characters')).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'docs{Enter}');
    expect(
      await screen.findByText(
        'The name docs already exists in the current directory. Please use a different name.',
      ),
    ).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'archive{Enter}');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.path).toBe('archive/.emptyFolderPlaceholder');
  });

  it('disables the writes without storage write, and keeps copy path', async () => {
    stubStorage('photos', photos);
    const user = userEvent.setup();
    mountExplorer([{ action: 'storage:admin:read', resource: '*' }]);
    await user.pointer({ keys: '[MouseRight]', target: await rootOption(/docs/) });
    expect(
      (await screen.findByRole('menuitem', { name: 'Delete' })).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(
      screen.getByRole('menuitem', { name: 'Copy path' }).getAttribute('aria-disabled'),
    ).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const [, button] = screen.getAllByRole('button', { name: 'Create folder' });
    expect(button!.hasAttribute('disabled')).toBe(true);
  });
});
