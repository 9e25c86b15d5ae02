import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FileExplorer } from './FileExplorer.js';
import { preferencesKey } from './model/preferences.js';
import { ExplorerHarness } from './test/ExplorerHarness.js';
import { stubStorage, type StubObjects } from './test/stub-storage.js';

const png = { size: 2048, mimetype: 'image/png' };
const text = { size: 1024, mimetype: 'text/plain' };
const photos: StubObjects = {
  'cats/tabby.png': png,
  'cats/kittens/small.png': png,
  'dogs/rex.png': png,
  'notes.txt': text,
};

function mount(path?: string) {
  return render(
    <ExplorerHarness path={path}>
      <FileExplorer bucketId="photos" />
    </ExplorerHarness>,
  );
}

const column = (name: string) => screen.findByRole('listbox', { name });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) => option.textContent?.replace(/[📁📄›☐☑]/gu, '').trim());

afterEach(() => localStorage.clear());

describe('the file explorer', () => {
  it('lists the bucket root as the first column, folders first', async () => {
    stubStorage('photos', photos);
    mount();
    const root = await column('photos');
    expect(names(root)).toEqual(['cats', 'dogs', 'notes.txt']);
    expect(screen.getByRole('heading', { level: 1, name: 'photos' })).toBeTruthy();
  });

  it('opens a column per folder, and the URL keeps the path', async () => {
    stubStorage('photos', photos);
    const user = userEvent.setup();
    mount();
    await user.click(within(await column('photos')).getByRole('option', { name: /cats/ }));
    const cats = await column('cats');
    expect(names(cats)).toEqual(['kittens', 'tabby.png']);
    await user.click(within(cats).getByRole('option', { name: /kittens/ }));
    expect(names(await column('kittens'))).toEqual(['small.png']);
    expect(screen.getAllByRole('listbox')).toHaveLength(3);
  });

  it('opens the folders of the path it is given', async () => {
    stubStorage('photos', photos);
    mount('/project/default/storage/buckets/photos?path=cats/kittens');
    expect(names(await column('kittens'))).toEqual(['small.png']);
    expect(within(await column('photos')).getByRole('option', { name: /cats/ }).className).toMatch(
      /openRow/,
    );
  });

  it('shows an empty folder with the drop hint', async () => {
    stubStorage('photos', {});
    mount();
    expect(await screen.findByRole('heading', { name: 'Drop your files here' })).toBeTruthy();
    expect(screen.getByText('Or upload them via the "Upload file" button above')).toBeTruthy();
  });

  it('searches the current folder after 300 ms and says when nothing matches', async () => {
    const stub = stubStorage('photos', photos);
    const user = userEvent.setup();
    mount();
    await column('photos');
    await user.type(screen.getByRole('searchbox', { name: 'Search for a file or folder' }), 'zz');
    expect(
      await screen.findByRole('heading', { name: 'No results found in this folder' }),
    ).toBeTruthy();
    expect(stub.lists.at(-1)?.options.search).toBe('zz');
    // The debounce sends one search for the whole word, not one per key.
    expect(stub.lists.filter((body) => body.options.search === 'z')).toHaveLength(0);
  });

  it("shows the spec's error when a folder cannot be listed, with a retry", async () => {
    stubStorage('photos', photos, { failList: true });
    mount();
    expect(
      await screen.findByRole('heading', { name: 'Failed to retrieve folder contents' }),
    ).toBeTruthy();
    expect(screen.getByText('the database is away')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeTruthy();
  });

  it('asks for pages of 200, each after the last name shown, and offers more items when a page is full', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 250 }, (_, i) => [`file-${String(i).padStart(3, '0')}.txt`, text]),
    );
    const stub = stubStorage('photos', many);
    const user = userEvent.setup();
    mount();
    await column('photos');
    expect(stub.lists[0]?.options).toMatchObject({ limit: 200, offset: 0 });
    expect(stub.lists[0]?.options.cursor).toBeUndefined();
    await user.click(await screen.findByRole('button', { name: 'Load more items' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /more items/ })).toBeNull());
    // The second page follows the first's last name, and was appended to it: the first was not
    // asked for again.
    expect(stub.lists.map((body) => body.options.cursor)).toEqual([undefined, 'file-199.txt']);
    const region = screen.getByRole('region', { name: 'photos' });
    await user.click(within(region).getByText('Select all', { exact: true }));
    expect(await screen.findByText('250 items selected', { exact: true })).toBeTruthy();
  });

  it('shows the list view with its columns and footer, and keeps the choice per project', async () => {
    stubStorage('photos', photos);
    const user = userEvent.setup();
    const { unmount } = mount();
    await column('photos');
    await user.click(screen.getByRole('button', { name: 'View' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'As list' }));
    const list = await column('photos');
    expect(within(list).getByRole('option', { name: /notes\.txt/ }).textContent).toContain('1 KB');
    expect(screen.getByRole('button', { name: 'Sort by Last modified at' })).toBeTruthy();
    expect(screen.getByText('Size')).toBeTruthy();
    expect(screen.getByText('3 items')).toBeTruthy();
    expect(screen.getByText('Total size: 1 KB')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(preferencesKey('default')) ?? '{}')).toMatchObject({
      view: 'LIST',
    });
    unmount();
    mount();
    expect(await screen.findByText('3 items')).toBeTruthy();
  });

  it('sorts by the column chosen, in the order chosen, and remembers it', async () => {
    const stub = stubStorage('photos', photos);
    const user = userEvent.setup();
    mount();
    await column('photos');
    await user.click(screen.getByRole('button', { name: 'View' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Descending' }));
    await waitFor(() =>
      expect(stub.lists.at(-1)?.options.sortBy).toEqual({ column: 'name', order: 'desc' }),
    );
    await waitFor(async () =>
      expect(names(await column('photos'))).toEqual(['notes.txt', 'dogs', 'cats']),
    );
    expect(JSON.parse(localStorage.getItem(preferencesKey('default')) ?? '{}')).toMatchObject({
      sortByOrder: 'desc',
    });
  });

  it("goes to a typed folder path, saying 'Navigating to [path]...' until it is listed", async () => {
    const stub = stubStorage('photos', photos);
    const user = userEvent.setup();
    mount();
    await column('photos');
    const release = stub.holdLists();
    await user.click(screen.getByRole('button', { name: 'Edit path' }));
    const field = screen.getByRole('textbox', { name: 'Folder path' });
    expect(field.getAttribute('placeholder')).toBe('e.g Parent Folder/Child Folder');
    await user.type(field, '/cats/kittens/');
    await user.click(screen.getByRole('button', { name: 'Go to folder' }));
    expect(screen.getByText('Navigating to cats/kittens...').getAttribute('role')).toBe('status');
    release();
    expect(names(await column('kittens'))).toEqual(['small.png']);
    await waitFor(() => expect(screen.queryByText(/^Navigating to/)).toBeNull());
    expect(screen.getByRole('navigation', { name: 'Folder path' })).toBeTruthy();
  });

  it('collapses breadcrumbs above 5 entries', async () => {
    stubStorage('photos', { 'a/b/c/d/e/f.txt': text });
    mount('/project/default/storage/buckets/photos?path=a/b/c/d/e');
    const crumbs = await screen.findByRole('navigation', { name: 'Folder path' });
    expect(within(crumbs).getByRole('button', { name: 'Show 2 hidden breadcrumbs' })).toBeTruthy();
    expect(within(crumbs).queryByText('b')).toBeNull();
    expect(within(crumbs).getByText('e')).toBeTruthy();
  });

  it('moves with the arrows through a column and between columns, Enter opens, Space selects', async () => {
    stubStorage('photos', photos);
    const user = userEvent.setup();
    mount();
    const root = await column('photos');
    root.focus();
    await user.keyboard('{ArrowDown}');
    const active = () =>
      document.getElementById(document.activeElement!.getAttribute('aria-activedescendant')!);
    expect(active()?.textContent).toContain('cats');
    await user.keyboard('{ArrowDown}');
    expect(active()?.textContent).toContain('dogs');
    await user.keyboard('{ArrowUp}{Enter}');
    const cats = await column('cats');
    await waitFor(() => expect(within(cats).getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toBe(cats));
    expect(active()?.textContent).toContain('kittens');
    await user.keyboard('{ArrowDown} ');
    expect(within(cats).getByRole('option', { name: /tabby/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(document.activeElement).toBe(root));
    expect(active()?.textContent).toContain('cats');
  });
});
