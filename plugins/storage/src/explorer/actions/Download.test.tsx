import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountExplorer, rootOption, rootCheckbox } from '../test/mount-explorer.js';
import { stubStorage, type StubObjects } from '../test/stub-storage.js';

const text = { size: 4, mimetype: 'text/plain' };
const photos: StubObjects = {
  'a.txt': text,
  'b.txt': text,
  'docs/one.txt': text,
  'docs/two.txt': text,
};

/** The names the browser was asked to save, from the links `downloadBlob` clicks. */
let saved: string[] = [];
const ownCreateObjectURL = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
beforeEach(() => {
  saved = [];
  // jsdom has no object URLs, and a link's click would navigate.
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:x' });
  // downloadBlob revokes its URL 10 s later, which may be after this file: a no-op stays.
  if (!('revokeObjectURL' in URL)) {
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  }
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  if (ownCreateObjectURL) Object.defineProperty(URL, 'createObjectURL', ownCreateObjectURL);
  else delete (URL as { createObjectURL?: unknown }).createObjectURL;
  vi.unstubAllGlobals();
});

describe('downloads', () => {
  it('downloads a selection of files as one zip named after the bucket', async () => {
    const stub = stubStorage('photos', photos);
    const user = userEvent.setup();
    mountExplorer();
    await user.click(await rootCheckbox(/a\.txt/));
    await user.click(await rootCheckbox(/b\.txt/));
    const bar = screen.getByRole('toolbar', { name: 'Selected items' });
    await user.click(within(bar).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['photos.zip']));
    expect(stub.zips).toEqual([['a.txt', 'b.txt']]);
  });

  it('downloads one selected file as itself', async () => {
    const stub = stubStorage('photos', photos);
    const user = userEvent.setup();
    mountExplorer();
    await user.click(await rootCheckbox(/a\.txt/));
    const bar = screen.getByRole('toolbar', { name: 'Selected items' });
    await user.click(within(bar).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['a.txt']));
    expect(stub.zips).toEqual([]);
  });

  it('downloads a folder as a zip from its menu, without storage write', async () => {
    const stub = stubStorage('photos', photos);
    const user = userEvent.setup();
    mountExplorer([{ action: 'storage:admin:read', resource: '*' }]);
    await user.pointer({ keys: '[MouseRight]', target: await rootOption(/docs/) });
    const download = await screen.findByRole('menuitem', { name: 'Download' });
    expect(download.getAttribute('aria-disabled')).toBeNull();
    await user.click(download);
    await waitFor(() => expect(saved).toEqual(['docs.zip']));
    expect(stub.zips).toEqual([['docs']]);
  });

  it("says 'Failed to download files from [folder]' when the zip is refused", async () => {
    stubStorage('photos', photos, { failZip: true });
    const user = userEvent.setup();
    const { titles } = mountExplorer();
    await user.pointer({ keys: '[MouseRight]', target: await rootOption(/docs/) });
    await user.click(await screen.findByRole('menuitem', { name: 'Download' }));
    await waitFor(() => expect(titles()).toContain('Failed to download files from docs'));
    expect(saved).toEqual([]);
  });
});
